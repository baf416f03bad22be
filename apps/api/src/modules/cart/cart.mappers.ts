import { toMajor, type Cart, type CartLine, type ComboCategoryWithItems } from '@storefront/shared';
import { toDietaryMarks } from '../catalog/catalog.mappers';
import type { ShopPricing } from '../catalog/catalog.repository';
import type {
  CartLineRow,
  CartPickRow,
  ComboChoiceRow,
  ComboStepQuantity,
  ComboHeaderRow,
  PricingSettingsRow,
} from './cart.repository';
import { shownPrice } from '../catalog/catalog.mappers';
import { comboUnitPriceMinor, paidPriceMinor, type CartFigures, type CatalogVat } from './pricing';

/** Rows in the database's shape to the answers' shape (spec §3 names, DESIGN §5 money). */

/** A cart line with its server-computed unit price (minor units) and whether it can be ordered. */
export interface PricedCartLine {
  row: CartLineRow;
  /** The picks with what each adds to the combo's price (an extra's includes its step's charge). */
  picks: PricedPick[];
  unitPriceMinor: number;
  isAvailable: boolean;
  /** Why it cannot be ordered (cart schema `unavailable_reason`); null when it can. */
  unavailableReason: 'off_menu' | 'choose_again' | null;
}

export interface PricedPick extends CartPickRow {
  /** A pick beyond its step's `qty`, charged the step's extra price (issue 17 item 4). */
  isExtra: boolean;
}

/**
 * Issue 17 item 4: in each step, the picks beyond its `qty` (the last ones in the step's order:
 * which ones does not change the sum) add the step's extra price to their own.
 */
function priceExtras(picks: readonly CartPickRow[], steps: readonly ComboStepQuantity[]) {
  const seen = new Map<number, number>();
  return picks.map((pick): PricedPick => {
    const step = steps.find((candidate) => candidate.comboCategoryId === pick.comboCategoryId);
    const position = (seen.get(pick.comboCategoryId) ?? 0) + 1;
    seen.set(pick.comboCategoryId, position);
    const isExtra = step !== undefined && position > step.qty;
    if (!isExtra || pick.priceMinor === null) return { ...pick, isExtra };
    return { ...pick, isExtra, priceMinor: pick.priceMinor + step.extraPriceMinor };
  });
}

/** A line's catalog prices as the customer pays them (issue 17 item 3): VAT included. */
function asPaid(row: CartLineRow, vat: CatalogVat): CartLineRow {
  if (vat.pricesIncludeVat) return row;
  const paid = (minor: number) => paidPriceMinor(minor, vat);
  return {
    ...row,
    itemPriceMinor: row.itemPriceMinor === null ? null : paid(row.itemPriceMinor),
    comboPriceMinor: row.comboPriceMinor === null ? null : paid(row.comboPriceMinor),
    comboSteps:
      row.comboSteps?.map((step) => ({ ...step, extraPriceMinor: paid(step.extraPriceMinor) })) ??
      null,
    picks: row.picks.map((pick) => ({
      ...pick,
      priceMinor: pick.priceMinor === null ? null : paid(pick.priceMinor),
    })),
  };
}

/**
 * Prices each line with its picks, as the customer pays them (VAT included); the figures are
 * priceCart's business. A combo line's `comboSteps` are its combo's current steps.
 */
export function priceLines(storedRows: CartLineRow[], vat: CatalogVat): PricedCartLine[] {
  return storedRows.map((stored) => {
    const row = asPaid(stored, vat);
    if (row.comboId === null) {
      const isAvailable = row.itemIsAvailable === true;
      return {
        row,
        picks: [],
        unitPriceMinor: row.itemPriceMinor ?? 0,
        isAvailable,
        unavailableReason: isAvailable ? null : 'off_menu',
      };
    }
    const steps = row.comboSteps ?? [];
    const linePicks = priceExtras(row.picks, steps);
    const comboOffered = row.comboIsAvailable === true;
    const choicesFit =
      // A pick the combo no longer offers (no per-combo price), an item taken off the menu, or a
      // step without its qty of picks or with more than its maximum (an operator added a step,
      // changed a qty or maximum or removed a step the line had picked in, admin-catalog
      // deleteSteps; or a line saved before steps had an upper limit) makes the line
      // unorderable until it is edited: the cart says so instead of charging a different combo.
      linePicks.every((pick) => pick.isAvailable && pick.priceMinor !== null) &&
      steps.every((step) => {
        const inStep = linePicks.filter((pick) => pick.comboCategoryId === step.comboCategoryId);
        return inStep.length >= step.qty && inStep.length <= step.maxQty;
      });
    return {
      row,
      picks: linePicks,
      unitPriceMinor: comboUnitPriceMinor(
        row.comboPriceMinor ?? 0,
        linePicks.map((pick) => pick.priceMinor ?? 0),
      ),
      isAvailable: comboOffered && choicesFit,
      unavailableReason: !comboOffered ? 'off_menu' : choicesFit ? null : 'choose_again',
    };
  });
}

function toCartLine(line: PricedCartLine, currency: string): CartLine {
  const { row } = line;
  const money = (minor: number) => toMajor(minor, currency);
  return {
    id: row.id,
    quantity: row.quantity,
    is_combo: row.comboId === null ? 0 : 1,
    product:
      row.itemId === null
        ? null
        : {
            id: row.itemId,
            item_name: row.itemName ?? '',
            price: money(row.itemPriceMinor ?? 0),
            image: row.itemImage ?? '',
            is_veg: row.itemIsVeg ? 1 : 0,
            min_qty: row.itemMinQty ?? 1,
          },
    combo:
      row.comboId === null
        ? null
        : {
            id: row.comboId,
            title: row.comboTitle ?? '',
            price: money(row.comboPriceMinor ?? 0),
            image: row.comboImage ?? '',
          },
    selected_combo_items: line.picks.map((pick) => pick.itemId),
    picks: line.picks.map((pick) => ({
      combo_category_id: pick.comboCategoryId,
      category_title: pick.title || pick.categoryName || '',
      item_id: pick.itemId,
      item_name: pick.itemName ?? '',
      price: money(pick.priceMinor ?? 0),
      is_extra: pick.isExtra,
    })),
    unit_price: money(line.unitPriceMinor),
    line_total: money(line.unitPriceMinor * row.quantity),
    is_available: line.isAvailable,
    unavailable_reason: line.unavailableReason,
  };
}

export function toCart(
  lines: PricedCartLine[],
  figures: CartFigures,
  settings: PricingSettingsRow,
  promo: { code: string | null; notice: string | null },
): Cart {
  const currency = settings.currencyCode;
  const money = (minor: number) => toMajor(minor, currency);
  return {
    carts: lines.map((line) => toCartLine(line, currency)),
    subtotal: money(figures.subtotalMinor),
    company_discount: money(figures.discountMinor),
    shipping_charge: money(figures.shippingChargeMinor),
    vat_exc_net: money(figures.vatExcNetMinor),
    // Spec §3 vat_rate as a percentage (1000 basis points = 10).
    vat_rate: settings.vatRateBasisPoints / 100,
    vat_amount: money(figures.vatAmountMinor),
    grand_total: money(figures.grandTotalMinor),
    currency,
    promo_code: promo.code,
    promo_discount: money(figures.promoDiscountMinor),
    promo_notice: promo.notice,
  };
}

/** The settings' pricing in the catalog rows' shape, for `shownPrice`. */
export function toShopPricing(settings: PricingSettingsRow): ShopPricing {
  return {
    currency: settings.currencyCode,
    vatRateBasisPoints: settings.vatRateBasisPoints,
    pricesIncludeVat: settings.pricesIncludeVat,
  };
}

/** A listComboChoices row that offers an item (a step without items has one row without). */
type OfferedChoiceRow = ComboChoiceRow & { itemId: number };

function offersItem(row: ComboChoiceRow): row is OfferedChoiceRow {
  return row.itemId !== null;
}

/**
 * listComboChoices' rows (one per step and offered item, in the combo's order) gathered by step:
 * `toStep` makes a step of its first row, `offer` hands it each of the step's offered items.
 */
export function byComboStep<Step>(
  rows: readonly ComboChoiceRow[],
  toStep: (row: ComboChoiceRow) => Step,
  offer: (step: Step, row: OfferedChoiceRow) => void,
): Step[] {
  const steps = new Map<number, Step>();
  for (const row of rows) {
    let step = steps.get(row.comboCategoryId);
    if (step === undefined) {
      step = toStep(row);
      steps.set(row.comboCategoryId, step);
    }
    if (offersItem(row)) offer(step, row);
  }
  return [...steps.values()];
}

/** The combo modal's categories with their orderable items (spec §3 combo category). */
export function toComboCategories(
  rows: ComboChoiceRow[],
  pricing: ShopPricing,
): ComboCategoryWithItems[] {
  return byComboStep(
    rows,
    (row): ComboCategoryWithItems => ({
      id: row.comboCategoryId,
      category_id: row.categoryId,
      category_name: row.categoryName ?? '',
      title: row.title ?? '',
      qty: row.qty,
      max_qty: row.maxQty,
      extra_price: shownPrice(row.extraPriceMinor, pricing),
      items: [],
    }),
    (category, row) => {
      if (row.isAvailable !== true) return;
      category.items.push({
        id: row.itemId,
        item_name: row.itemName ?? '',
        price: shownPrice(row.priceMinor ?? 0, pricing),
        image: row.image ?? '',
        is_veg: row.isVeg ? 1 : 0,
        ...toDietaryMarks(row),
      });
    },
  );
}

export function toComboHeader(row: ComboHeaderRow, pricing: ShopPricing) {
  return {
    id: row.id,
    title: row.title ?? '',
    price: shownPrice(row.priceMinor, pricing),
    image: row.image,
  };
}
