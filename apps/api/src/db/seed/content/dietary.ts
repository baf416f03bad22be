import type { Allergen, StoredDietaryTag } from '@storefront/shared';

/**
 * Issue 16 item 4: what each demo dish contains and how it may be marked, read from its recipe
 * (the descriptions in items.ts). Vegetarian is the item's own `isVeg`. Halal marks the dishes
 * with meat, poultry or seafood (the shop's meat is halal-certified), where customers ask.
 */
export const dietary: Readonly<
  Record<string, { allergens?: Allergen[]; tags?: StoredDietaryTag[] }>
> = {
  'chicken-machboos': { tags: ['gluten_free', 'halal'] },
  'lamb-machboos': { allergens: ['tree_nuts'], tags: ['gluten_free', 'halal'] },
  'shrimp-machboos': { allergens: ['crustaceans'], tags: ['gluten_free', 'halal'] },
  'grilled-half-chicken': { allergens: ['gluten'], tags: ['halal'] },
  'mixed-grill': { allergens: ['milk'], tags: ['gluten_free', 'halal'] },
  'grilled-salmon': { allergens: ['fish', 'milk'], tags: ['gluten_free', 'halal'] },
  'vegetable-biryani': { allergens: ['milk'], tags: ['gluten_free'] },
  'spaghetti-bolognese': { allergens: ['gluten', 'milk', 'celery'], tags: ['halal'] },
  'penne-arrabbiata': { allergens: ['gluten'], tags: ['vegan', 'spicy'] },
  shakshuka: { allergens: ['gluten', 'eggs', 'milk'] },
  'falafel-plate': { allergens: ['gluten', 'sesame'], tags: ['vegan'] },
  'chicken-shawarma-wrap': { allergens: ['gluten'], tags: ['halal'] },
  'beef-shawarma-wrap': { allergens: ['gluten', 'sesame'], tags: ['halal'] },
  'falafel-wrap': { allergens: ['gluten', 'sesame'], tags: ['vegan'] },
  'halloumi-sandwich': { allergens: ['gluten', 'milk', 'sesame'] },
  'classic-beef-burger': {
    allergens: ['gluten', 'eggs', 'milk', 'mustard'],
    tags: ['halal'],
  },
  'crispy-chicken-burger': {
    allergens: ['gluten', 'eggs', 'milk', 'sesame'],
    tags: ['halal', 'spicy'],
  },
  'zaatar-manakish': { allergens: ['gluten', 'sesame'], tags: ['vegan'] },
  'cheese-manakish': { allergens: ['gluten', 'milk', 'sesame'] },
  fattoush: { allergens: ['gluten'], tags: ['vegan'] },
  tabbouleh: { allergens: ['gluten'], tags: ['vegan'] },
  'chicken-caesar-salad': {
    allergens: ['gluten', 'eggs', 'fish', 'milk', 'mustard'],
    tags: ['halal'],
  },
  'halloumi-salad': { allergens: ['milk'], tags: ['gluten_free'] },
  'quinoa-avocado-bowl': { tags: ['vegan', 'gluten_free'] },
  'lentil-soup': { allergens: ['gluten'], tags: ['vegan'] },
  'chicken-vermicelli-soup': { allergens: ['gluten', 'celery'], tags: ['halal'] },
  'tomato-basil-soup': { allergens: ['milk'], tags: ['gluten_free'] },
  harees: { allergens: ['gluten', 'milk'], tags: ['halal'] },
  hummus: { allergens: ['gluten', 'sesame'], tags: ['vegan'] },
  moutabal: { allergens: ['sesame'], tags: ['vegan', 'gluten_free'] },
  'french-fries': { tags: ['vegan', 'gluten_free'] },
  'halloumi-fries': { allergens: ['gluten', 'milk', 'sesame'] },
  'spinach-fatayer': { allergens: ['gluten'], tags: ['vegan'] },
  'vegetable-samosa': { allergens: ['gluten'], tags: ['vegan'] },
  'meat-kibbeh': { allergens: ['gluten', 'tree_nuts'], tags: ['halal'] },
  'spicy-chicken-wings': { allergens: ['milk'], tags: ['gluten_free', 'halal', 'spicy'] },
  luqaimat: { allergens: ['gluten', 'sesame'] },
  kunafa: { allergens: ['gluten', 'milk', 'tree_nuts'] },
  'umm-ali': { allergens: ['gluten', 'milk', 'tree_nuts'] },
  'date-maamoul': { allergens: ['gluten', 'milk'] },
  'fruit-salad': { tags: ['vegan', 'gluten_free'] },
  'strawberry-cheesecake': { allergens: ['gluten', 'eggs', 'milk'] },
  'karak-tea': { allergens: ['milk'], tags: ['gluten_free'] },
  'arabic-coffee': { tags: ['vegan', 'gluten_free'] },
  'mint-lemonade': { tags: ['vegan', 'gluten_free'] },
  laban: { allergens: ['milk'], tags: ['gluten_free'] },
  'fresh-orange-juice': { tags: ['vegan', 'gluten_free'] },
  'mango-smoothie': { allergens: ['milk'], tags: ['gluten_free'] },
  'iced-spanish-latte': { allergens: ['milk'], tags: ['gluten_free'] },
  'mineral-water': { tags: ['vegan', 'gluten_free'] },
};
