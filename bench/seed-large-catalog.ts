/**
 * A catalog of 10,000 extra items for the search bench (issue 6: search stays fast on a catalog
 * of 10,000 items): the demo shop, then generated items named in the five languages, inserted
 * in batches. Writes an embedded database under `<dataDir>/pglite`, where the server looks for
 * it when started with DATA_DIR=<dataDir>; or a PostgreSQL database when given a URL.
 *
 *   node --import tsx bench/seed-large-catalog.ts <dataDir | postgres://…> [count]
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { asc, sql } from 'drizzle-orm';
import type { Language } from '@storefront/shared';
import { openDatabase } from '../apps/api/src/db/client';
import { itemCategories, itemTranslations, items } from '../apps/api/src/db/schema';
import { seedDemoShop } from '../apps/api/src/db/seed';

type Words = Record<Language, string>;

// A few words per language, combined into names ("Spicy Chicken Wrap 42"), so substrings such
// as "chick" match a realistic share of the catalog rather than all or none of it.
const styles: Words[] = [
  { en: 'Spicy', fr: 'Épicé', de: 'Scharfes', ae: 'حار', ka: 'ცხარე' },
  { en: 'Grilled', fr: 'Grillé', de: 'Gegrilltes', ae: 'مشوي', ka: 'შემწვარი' },
  { en: 'Crispy', fr: 'Croustillant', de: 'Knuspriges', ae: 'مقرمش', ka: 'ხრაშუნა' },
  { en: 'Smoky', fr: 'Fumé', de: 'Geräuchertes', ae: 'مدخن', ka: 'შებოლილი' },
  { en: 'Herbed', fr: 'Aux herbes', de: 'Kräuter', ae: 'بالأعشاب', ka: 'მწვანილიანი' },
  { en: 'Classic', fr: 'Classique', de: 'Klassisches', ae: 'كلاسيكي', ka: 'კლასიკური' },
  { en: 'Golden', fr: 'Doré', de: 'Goldenes', ae: 'ذهبي', ka: 'ოქროსფერი' },
  { en: 'Zesty', fr: 'Acidulé', de: 'Spritziges', ae: 'منعش', ka: 'მჟავე' },
];
const mains: Words[] = [
  { en: 'Chicken', fr: 'Poulet', de: 'Hähnchen', ae: 'دجاج', ka: 'ქათამი' },
  { en: 'Lamb', fr: 'Agneau', de: 'Lamm', ae: 'لحم غنم', ka: 'ცხვარი' },
  { en: 'Beef', fr: 'Bœuf', de: 'Rind', ae: 'لحم بقر', ka: 'საქონელი' },
  { en: 'Shrimp', fr: 'Crevettes', de: 'Garnelen', ae: 'روبيان', ka: 'კრევეტი' },
  { en: 'Falafel', fr: 'Falafel', de: 'Falafel', ae: 'فلافل', ka: 'ფალაფელი' },
  { en: 'Halloumi', fr: 'Halloumi', de: 'Halloumi', ae: 'حلوم', ka: 'ჰალუმი' },
  { en: 'Salmon', fr: 'Saumon', de: 'Lachs', ae: 'سلمون', ka: 'ორაგული' },
  { en: 'Mushroom', fr: 'Champignons', de: 'Pilz', ae: 'فطر', ka: 'სოკო' },
  { en: 'Lentil', fr: 'Lentilles', de: 'Linsen', ae: 'عدس', ka: 'ოსპი' },
];
const dishes: Words[] = [
  { en: 'Wrap', fr: 'Wrap', de: 'Wrap', ae: 'لفافة', ka: 'რულეტი' },
  { en: 'Bowl', fr: 'Bol', de: 'Bowl', ae: 'طبق', ka: 'თასი' },
  { en: 'Machboos', fr: 'Machboos', de: 'Machboos', ae: 'مجبوس', ka: 'მაჩბუსი' },
  { en: 'Salad', fr: 'Salade', de: 'Salat', ae: 'سلطة', ka: 'სალათი' },
  { en: 'Skewers', fr: 'Brochettes', de: 'Spieße', ae: 'أسياخ', ka: 'შამფური' },
  { en: 'Soup', fr: 'Soupe', de: 'Suppe', ae: 'شوربة', ka: 'სუპი' },
  { en: 'Burger', fr: 'Burger', de: 'Burger', ae: 'برغر', ka: 'ბურგერი' },
];
const languages: Language[] = ['en', 'fr', 'de', 'ae', 'ka'];

const pick = <T>(list: T[], index: number): T => list[index % list.length] as T;

/** Fills `target` (a data folder or a PostgreSQL URL) with the demo shop and `count` items. */
export async function seedLargeCatalog(target: string, count = 10_000): Promise<void> {
  const isUrl = /^postgres(ql)?:\/\//.test(target);
  const handle = await openDatabase(
    isUrl ? { url: target } : { dataDir: path.join(target, 'pglite') },
  );
  try {
    await handle.migrate();
    await seedDemoShop(handle.db);
    const categoryIds = (
      await handle.db
        .select({ id: itemCategories.id })
        .from(itemCategories)
        .orderBy(asc(itemCategories.id))
    ).map((row) => row.id);
    const batch = 1_000;
    for (let start = 0; start < count; start += batch) {
      const size = Math.min(batch, count - start);
      const inserted = await handle.db
        .insert(items)
        .values(
          Array.from({ length: size }, (_, offset) => {
            const n = start + offset;
            return {
              categoryId: pick(categoryIds, n),
              priceMinor: 1_000 + (n % 40) * 100,
              image: '/images/items/chicken-machboos.svg',
              isVeg: n % 3 === 0,
              sortOrder: 1_000 + n,
            };
          }),
        )
        .returning({ id: items.id });
      const translations = inserted.flatMap(({ id }, offset) => {
        const n = start + offset;
        // Every combination of the words in turn (8 × 9 × 7), so each word names an even share
        // of the catalog ("chick" a ninth, "bowl" a seventh).
        const words = [
          pick(styles, n),
          pick(mains, Math.floor(n / styles.length)),
          pick(dishes, Math.floor(n / (styles.length * mains.length))),
        ];
        return languages.map((language) => ({
          itemId: id,
          language,
          name: `${words.map((word) => word[language]).join(' ')} ${n + 1}`,
          description: words.map((word) => word[language]).join(', '),
        }));
      });
      await handle.db.insert(itemTranslations).values(translations);
    }
    // PostgreSQL's autovacuum would gather statistics after such a load; PGlite runs no
    // autovacuum, and without statistics the planner may skip the trigram index.
    await handle.db.execute(sql`analyze`);
  } finally {
    await handle.close();
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const [target, rawCount] = process.argv.slice(2);
  if (!target) {
    process.stderr.write('usage: seed-large-catalog.ts <dataDir | postgres://…> [count]\n');
    process.exit(2);
  }
  const started = Date.now();
  await seedLargeCatalog(target, rawCount ? Number(rawCount) : undefined);
  process.stdout.write(`seeded in ${((Date.now() - started) / 1000).toFixed(1)} s\n`);
}
