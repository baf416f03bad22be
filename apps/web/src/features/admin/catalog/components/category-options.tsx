import { useCategoryOptions } from '../api/catalog-api';

/** The menu categories as a select's options, in the shop's order, after an empty choice. */
export function CategoryOptions({ empty }: { empty: string }) {
  const categories = useCategoryOptions();
  return (
    <>
      <option value="">{empty}</option>
      {categories.data?.data.map((category) => (
        <option key={category.id} value={category.id}>
          {category.name}
        </option>
      ))}
    </>
  );
}
