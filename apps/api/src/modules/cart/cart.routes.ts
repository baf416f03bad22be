import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  type Language,
  addToCartRequestSchema,
  applyPromoCodeRequestSchema,
  removePromoCodeRequestSchema,
  addToCartResponseSchema,
  cartChangeResponseSchema,
  cartCountRequestSchema,
  cartCountResponseSchema,
  cartPaths,
  cartRequestSchema,
  cartResponseSchema,
  comboItemsParamsSchema,
  comboItemsResponseSchema,
  idParamsSchema,
  languageQuerySchema,
  removeCartItemQuerySchema,
  updateCartRequestSchema,
  updateComboCartRequestSchema,
} from '@storefront/shared';
import { routeSchema } from '../../platform/route-schema';
import { ok } from '../../platform/envelope';
import { requireCaller } from '../../platform/identity';
import { findCartCaller, requireCartCaller } from './cart.owner';
import { guestsCustomiseCombos } from './cart.repository';
import { applyPromoCode, removePromoCode } from '../promotions/promo.service';
import {
  addComboToCart,
  addItemToCart,
  cartAfterChange,
  cartCount,
  comboChoices,
  loadCart,
  removeLine,
  updateComboLine,
  updateLineQuantity,
  type CartContext,
} from './cart.service';

/**
 * The cart calls of spec §7 (and POST /cart, the cart contents DESIGN §3 adds). Every call finds
 * its cart through cart.owner.ts: the bearer token's user, else the guest's cookie_id.
 */
export const cartRoutes: FastifyPluginAsyncZod = async (app) => {
  const documented = routeSchema(['cart']);

  /** What a call that acts on the caller's cart works with (cart.service.ts). */
  const cartContext = (
    request: FastifyRequest,
    fields: Parameters<typeof requireCartCaller>[1] & { language: Language },
  ): CartContext => ({
    db: app.db,
    language: fields.language,
    ...requireCartCaller(request, fields),
  });

  app.post(
    cartPaths.count,
    documented(
      'The number of lines in the caller’s cart; 0 without token or guest id (spec §7)',
      { body: cartCountRequestSchema },
      cartCountResponseSchema,
    ),
    async (request) => {
      const { language } = request.body;
      const caller = findCartCaller(request, request.body);
      return ok(language, caller ? await cartCount(app.db, caller.owner) : 0);
    },
  );

  app.post(
    cartPaths.cart,
    documented(
      'The caller’s cart: lines, picks and the totals priced by the server (spec §3, DESIGN §5)',
      { body: cartRequestSchema },
      cartResponseSchema,
    ),
    async (request) => {
      const { language } = request.body;
      const { owner } = requireCartCaller(request, request.body);
      return ok(language, await loadCart(app.db, owner, language));
    },
  );

  app.post(
    cartPaths.addToCart,
    documented(
      'Add a menu item (product_id, quantity) or a customised combo (combo_id, combo_items) to the cart (spec §7)',
      { body: addToCartRequestSchema },
      addToCartResponseSchema,
    ),
    async (request) => {
      const { body } = request;
      const context = cartContext(request, body);
      const added =
        body.form === 'combo'
          ? await addComboToCart(context, body.combo_id, body.combo_items)
          : await addItemToCart(context, body.product_id, body.quantity);
      return ok(body.language, added, 'itemadded');
    },
  );

  app.post(
    cartPaths.updateCart,
    documented(
      'Set the quantity of a line (cart_id is the line id) of the caller’s cart (spec §7)',
      { body: updateCartRequestSchema },
      cartChangeResponseSchema,
    ),
    async (request) => {
      const { body } = request;
      const context = cartContext(request, body);
      await updateLineQuantity(context, body.cart_id, body.quantity);
      return ok(body.language, await cartAfterChange(context), 'cart_updated');
    },
  );

  app.post(
    cartPaths.updateComboCart,
    documented(
      'Replace the picks of a combo line of the caller’s cart (spec §7)',
      { body: updateComboCartRequestSchema },
      cartChangeResponseSchema,
    ),
    async (request) => {
      const { body } = request;
      const context = cartContext(request, body);
      await updateComboLine(context, body.cart_id, body.combo_id, body.combo_items);
      return ok(body.language, await cartAfterChange(context), 'cart_updated');
    },
  );

  app.get(
    cartPaths.removeCartItem(':id'),
    documented(
      'Remove a line of the caller’s cart (spec §7; cookie_id in the query for a guest)',
      { params: idParamsSchema, querystring: removeCartItemQuerySchema },
      cartChangeResponseSchema,
    ),
    async (request) => {
      const { query } = request;
      const context = cartContext(request, query);
      await removeLine(context, request.params.id);
      return ok(query.language, await cartAfterChange(context), 'cart_item_removed');
    },
  );

  app.post(
    cartPaths.applyPromoCode,
    documented(
      'Put a promo code on the caller’s cart when it takes money off it now; otherwise 422 with the reason and nothing changed (issue 16 item 3)',
      { body: applyPromoCodeRequestSchema },
      cartChangeResponseSchema,
    ),
    async (request) => {
      const { body } = request;
      const context = cartContext(request, body);
      await applyPromoCode(app.db, context.owner, body.language, body.promo_code);
      return ok(body.language, await cartAfterChange(context), 'promo_applied');
    },
  );

  app.post(
    cartPaths.removePromoCode,
    documented(
      'Take the promo code off the caller’s cart (issue 16 item 3)',
      { body: removePromoCodeRequestSchema },
      cartChangeResponseSchema,
    ),
    async (request) => {
      const { body } = request;
      const context = cartContext(request, body);
      await removePromoCode(app.db, context.owner);
      return ok(body.language, await cartAfterChange(context), 'promo_removed');
    },
  );

  app.get(
    cartPaths.comboItems(':comboId'),
    documented(
      'A combo’s categories and the items each offers, with their prices in the combo (spec §7; login required unless the shop lets guests customise combos)',
      { params: comboItemsParamsSchema, querystring: languageQuerySchema },
      comboItemsResponseSchema,
    ),
    async (request) => {
      // Spec §6: viewing combo items needs login ("Please Login to continue"), unless the shop
      // lets guests customise combos (issue 16 item 1; they sign in at checkout, spec §4).
      if (!request.caller && !(await guestsCustomiseCombos(app.db))) requireCaller(request);
      const { language } = request.query;
      return ok(language, await comboChoices(app.db, language, request.params.comboId));
    },
  );
};
