import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  adminCatalogCreatedResponseSchema,
  adminCatalogDoneResponseSchema,
  adminCategoriesQuerySchema,
  adminCategoriesResponseSchema,
  adminCategoryResponseSchema,
  adminCategoryWriteSchema,
  adminComboResponseSchema,
  adminComboWriteSchema,
  adminCombosQuerySchema,
  adminCombosResponseSchema,
  adminIdParamsSchema,
  adminImageResponseSchema,
  adminItemResponseSchema,
  adminItemWriteSchema,
  adminItemsQuerySchema,
  adminItemsResponseSchema,
  adminLanguageQuerySchema,
  adminPaths,
  type Language,
} from '@storefront/shared';
import type { z } from 'zod';
import type { Database, Executor } from '../../../db/client';
import { ok } from '../../../platform/envelope';
import { routeSchema } from '../../../platform/route-schema';
import { readUploadedFile } from '../../../platform/multipart';
import { NotFoundError, fieldError } from '../../../platform/errors';
import {
  InvalidImageError,
  deleteCatalogImage,
  processCatalogImage,
  storeCatalogImage,
  type CatalogImageKind,
} from '../../../platform/uploads';
import { toPage } from '../../catalog/catalog.mappers';
import { findCurrency } from '../../catalog/catalog.repository';
import {
  listCategories,
  listCombos,
  listItems,
  setCategoryImage,
  setComboImage,
  setItemImage,
} from './admin-catalog.repository';
import {
  categoryDetail,
  comboDetail,
  createCategory,
  createCombo,
  createItem,
  editCategory,
  editCombo,
  editItem,
  itemDetail,
  removeCategory,
  removeCombo,
  removeItem,
  toCategoryRow,
  toComboRow,
  toItemRow,
} from './admin-catalog.service';

const documented = routeSchema(['admin: catalog']);
const idRoute = adminIdParamsSchema;

function invalidImage(language: Language) {
  return fieldError('image', 'invalid_image', language);
}

/** The one `image` file of a multipart upload, re-encoded (same rules as profile pictures). */
async function readImage(request: FastifyRequest, language: Language): Promise<Buffer> {
  const upload = await readUploadedFile(request, 'image');
  if (!upload) throw invalidImage(language);
  try {
    // Issue 7 / spec §5: the content decides (sharp), not the file name or declared type.
    return await processCatalogImage(upload);
  } catch (error) {
    if (error instanceof InvalidImageError) throw invalidImage(language);
    throw error;
  }
}

/**
 * Back office, catalog (issue 7 item 3): menu categories, items and combos with their steps. The
 * admin scope (admin.routes.ts) has already checked the role. Every write invalidates the public
 * catalog cache once its transaction has committed (decision 009), so customers see it at once.
 */
export const adminCatalogRoutes: FastifyPluginAsyncZod = async (app) => {
  const changed = () => app.catalogCache.invalidate();

  /** Removes an uploaded picture that nothing points to any more (shipped ones stay). */
  /** A page of the list's rows with their prices in the shop's currency (read alongside). */
  async function pricedPage<Row, Shown>(
    list: Promise<{ rows: Row[]; total: number }>,
    toRow: (row: Row, currency: string) => Shown,
    window: { page: number; limit: number },
  ) {
    const [currency, { rows, total }] = await Promise.all([findCurrency(app.db), list]);
    return toPage(
      rows.map((row) => toRow(row, currency)),
      total,
      window,
    );
  }

  async function forgetImage(request: FastifyRequest, image: string) {
    await deleteCatalogImage(app.images, image).catch((error: unknown) =>
      request.log.warn({ err: error }, 'previous catalog image not deleted'),
    );
  }

  /** POST …/image: stores the picture, points the record at it, deletes the one it replaces. */
  async function uploadImage(
    request: FastifyRequest,
    kind: CatalogImageKind,
    id: number,
    language: Language,
    setImage: (
      db: Executor,
      id: number,
      image: string,
    ) => Promise<{ previous: string } | undefined>,
  ) {
    const webp = await readImage(request, language);
    const image = await storeCatalogImage(app.images, kind, id, webp);
    const result = await setImage(app.db, id, image);
    if (!result) {
      await forgetImage(request, image);
      throw new NotFoundError();
    }
    await changed();
    if (result.previous !== image) await forgetImage(request, result.previous);
    return ok(language, { image }, 'saved');
  }

  /**
   * A catalog record's calls besides its list (each list has its own filters): its detail with
   * its texts in every language, create, a full edit answering the detail, delete (its uploaded
   * picture goes too) and the picture's upload.
   */
  function catalogRecordRoutes<Body extends z.ZodType<{ language: Language }>>(calls: {
    collection: string;
    record: (id: string) => string;
    image: (id: string) => string;
    imageKind: CatalogImageKind;
    body: Body;
    detailResponse: z.ZodType;
    summaries: { detail: string; create: string; update: string; remove: string };
    /** Whose picture an upload is, for its summary ("a category's"). */
    pictureOf: string;
    detail: (db: Executor, language: Language, id: number) => Promise<unknown>;
    create: (db: Database, body: z.output<Body>) => Promise<number>;
    edit: (db: Database, id: number, body: z.output<Body>) => Promise<void>;
    /** Deletes the record and answers its picture. */
    remove: (db: Database, id: number) => Promise<string>;
    setImage: (
      db: Executor,
      id: number,
      image: string,
    ) => Promise<{ previous: string } | undefined>;
  }) {
    const { summaries } = calls;

    app.get(
      calls.record(':id'),
      documented(
        summaries.detail,
        { params: idRoute, querystring: adminLanguageQuerySchema },
        calls.detailResponse,
      ),
      async (request) => {
        const { language } = request.query;
        return ok(language, await calls.detail(app.db, language, request.params.id));
      },
    );

    app.post(
      calls.collection,
      documented(summaries.create, { body: calls.body }, adminCatalogCreatedResponseSchema),
      async (request) => {
        const body = request.body as z.output<Body>;
        const id = await calls.create(app.db, body);
        await changed();
        return ok(body.language, { id }, 'saved');
      },
    );

    app.put(
      calls.record(':id'),
      documented(summaries.update, { params: idRoute, body: calls.body }, calls.detailResponse),
      async (request) => {
        const body = request.body as z.output<Body>;
        const { language } = body;
        await calls.edit(app.db, request.params.id, body);
        await changed();
        return ok(language, await calls.detail(app.db, language, request.params.id), 'saved');
      },
    );

    app.delete(
      calls.record(':id'),
      documented(
        summaries.remove,
        { params: idRoute, querystring: adminLanguageQuerySchema },
        adminCatalogDoneResponseSchema,
      ),
      async (request) => {
        const image = await calls.remove(app.db, request.params.id);
        await changed();
        await forgetImage(request, image);
        return ok(request.query.language, null, 'deleted');
      },
    );

    app.post(
      calls.image(':id'),
      documented(
        `Upload ${calls.pictureOf} picture: multipart field \`image\`, png, jpeg or webp up to 5 MB, re-encoded to webp (admin)`,
        {
          consumes: ['multipart/form-data'],
          params: idRoute,
          querystring: adminLanguageQuerySchema,
        },
        adminImageResponseSchema,
      ),
      async (request) =>
        uploadImage(
          request,
          calls.imageKind,
          request.params.id,
          request.query.language,
          calls.setImage,
        ),
    );
  }

  // ---------------------------------------------------------------- categories

  app.get(
    adminPaths.categories,
    documented(
      'Menu categories with their item and combo-step counts (admin)',
      { querystring: adminCategoriesQuerySchema },
      adminCategoriesResponseSchema,
    ),
    async (request) => {
      const { language, page, limit, sort, direction, q } = request.query;
      const { rows, total } = await listCategories(app.db, language, {
        page,
        limit,
        sort,
        direction,
        q,
      });
      return ok(language, toPage(rows.map(toCategoryRow), total, { page, limit }));
    },
  );

  catalogRecordRoutes({
    collection: adminPaths.categories,
    record: adminPaths.category,
    image: adminPaths.categoryImage,
    imageKind: 'categories',
    body: adminCategoryWriteSchema,
    detailResponse: adminCategoryResponseSchema,
    summaries: {
      detail: 'A menu category with its name in every language (admin)',
      create: 'Create a menu category: names (English required), sort order (admin)',
      update: 'Update a menu category (admin)',
      remove: 'Delete a menu category; 409 in_use while items or combo steps use it (admin)',
    },
    pictureOf: "a category's",
    detail: categoryDetail,
    create: createCategory,
    edit: editCategory,
    remove: removeCategory,
    setImage: setCategoryImage,
  });

  // ---------------------------------------------------------------- items

  app.get(
    adminPaths.items,
    documented(
      'Menu items, available or not: paged, sorted, filtered by category, availability, special, veg, name in any language (admin)',
      { querystring: adminItemsQuerySchema },
      adminItemsResponseSchema,
    ),
    async (request) => {
      const { language, page, limit, sort, direction, q, ...filter } = request.query;
      const items = listItems(
        app.db,
        language,
        {
          categoryId: filter.category_id,
          available: filter.available,
          special: filter.special,
          veg: filter.veg,
        },
        { page, limit, sort, direction, q },
      );
      return ok(language, await pricedPage(items, toItemRow, { page, limit }));
    },
  );

  catalogRecordRoutes({
    collection: adminPaths.items,
    record: adminPaths.item,
    image: adminPaths.itemImage,
    imageKind: 'items',
    body: adminItemWriteSchema,
    detailResponse: adminItemResponseSchema,
    summaries: {
      detail: 'A menu item with its texts in every language (admin)',
      create:
        'Create a menu item: names and descriptions (English required), category, price, veg, min_qty, special, available (admin)',
      update: 'Update a menu item (admin); its picture has its own upload',
      remove:
        'Delete a menu item; 409 item_in_combos while a combo offers it (make it unavailable instead) (admin)',
    },
    pictureOf: "an item's",
    detail: itemDetail,
    create: createItem,
    edit: editItem,
    remove: removeItem,
    setImage: setItemImage,
  });

  // ---------------------------------------------------------------- combos

  app.get(
    adminPaths.combos,
    documented(
      'Combos, available or not: paged, sorted, filtered (admin)',
      { querystring: adminCombosQuerySchema },
      adminCombosResponseSchema,
    ),
    async (request) => {
      const { language, page, limit, sort, direction, q, available, featured } = request.query;
      const combos = listCombos(
        app.db,
        language,
        { available, featured },
        { page, limit, sort, direction, q },
      );
      return ok(language, await pricedPage(combos, toComboRow, { page, limit }));
    },
  );

  catalogRecordRoutes({
    collection: adminPaths.combos,
    record: adminPaths.combo,
    image: adminPaths.comboImage,
    imageKind: 'combos',
    body: adminComboWriteSchema,
    detailResponse: adminComboResponseSchema,
    summaries: {
      detail: 'A combo with its texts in every language and its steps with their items (admin)',
      create:
        'Create a combo: titles, price, featured, available and its steps (category, qty, items with per-combo prices) (admin)',
      update:
        'Update a combo and its steps; steps sent with their id are kept, the others removed (admin)',
      remove: 'Delete a combo; orders keep their copy of it (admin)',
    },
    pictureOf: "a combo's",
    detail: comboDetail,
    create: createCombo,
    edit: editCombo,
    remove: removeCombo,
    setImage: setComboImage,
  });
};
