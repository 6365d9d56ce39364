import type { PartnerStationData } from '@gari/client/gasStations';
import type { StationProductKind } from '@gari/contract/gasOptions';
import { Button } from '@gari/ui/Button';
import { Checkbox } from '@gari/ui/Checkbox';
import { Inline } from '@gari/ui/Inline';
import { NumberField } from '@gari/ui/NumberField';
import { Select, SelectItem } from '@gari/ui/Select';
import { TextField } from '@gari/ui/TextField';
import { type FormEvent, useState } from 'react';
import { useT } from '../shared/locale';
import * as styles from './partner.css';
import { stationT } from './stationMessages';
import type { StationConsole } from './useStationConsole';

/** A variant being edited: label, brand ('' = none), price per item (null = "Available"). */
interface VariantDraft {
  key: number;
  label: string;
  brand: string;
  price: number | null;
}
/** A product being edited. */
interface ProductDraft {
  key: number;
  name: string;
  kind: StationProductKind;
  available: boolean;
  variants: VariantDraft[];
}

let nextKey = 0;
const newVariant = (): VariantDraft => ({ key: ++nextKey, label: '', brand: '', price: null });

/** Draft of the station's products as loaded. */
function draftOf(st: PartnerStationData): ProductDraft[] {
  return st.products.map((p) => ({
    key: ++nextKey,
    name: p.name,
    kind: p.kind,
    available: p.available,
    variants: p.variants.map((v) => ({
      key: ++nextKey,
      label: v.label,
      brand: v.brand ?? '',
      price: v.price,
    })),
  }));
}

/**
 * Why the draft cannot be saved (a product or variant without a name), else null; read with `t` (the
 * station catalog in the member's language; English by default).
 */
export function productsProblem(
  products: readonly { name: string; variants: { label: string }[] }[],
  t: typeof stationT = stationT,
): string | null {
  if (products.some((p) => p.name.trim() === '')) return t('nameEveryProduct');
  if (products.some((p) => p.variants.some((v) => v.label.trim() === ''))) return t('labelEveryVariant');
  return null;
}

/**
 * The products other than fuel of a station in the partner console (issue #11; spec §2 Gas station
 * detail "other products with variants (label, brand, price) or plain 'Available'"): each product's
 * name, kind (engine oil or other), in stock, and its variants — label, brand, price per item in the
 * station's currency (empty = 'Available' without a price) — with Add / Remove; Save products replaces
 * the list (PUT /partner/stations/{id}/products; kept variants keep their spareshop listing).
 */
export function StationProductsEditor({
  station: st,
  console: c,
}: {
  station: PartnerStationData;
  console: StationConsole;
}) {
  const t = useT(stationT);
  const [products, setProducts] = useState<ProductDraft[]>(() => draftOf(st));
  const problem = productsProblem(products, t);
  const change = (key: number, patch: Partial<ProductDraft>) =>
    setProducts((list) => list.map((p) => (p.key === key ? { ...p, ...patch } : p)));
  const changeVariant = (product: ProductDraft, key: number, patch: Partial<VariantDraft>) =>
    change(product.key, { variants: product.variants.map((v) => (v.key === key ? { ...v, ...patch } : v)) });
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (problem) return;
    c.save({
      part: 'products',
      body: {
        products: products.map((p) => ({
          name: p.name.trim(),
          kind: p.kind,
          available: p.available,
          variants: p.variants.map((v) => ({
            label: v.label.trim(),
            brand: v.brand.trim() || null,
            price: v.price,
          })),
        })),
      },
    });
  };
  return (
    <form className={styles.list} onSubmit={submit} noValidate aria-labelledby={`station-products-${st.id}`}>
      <h3 id={`station-products-${st.id}`} className={styles.itemTitle}>
        {t('products')}
      </h3>
      {products.length === 0 ? <p className={styles.muted}>{t('noProducts')}</p> : null}
      {products.map((p, i) => (
        <fieldset key={p.key} className={styles.item} aria-label={p.name || t('productN', { n: i + 1 })}>
          <Inline align="end" gap="sm">
            <TextField label={t('productName')} value={p.name} onChange={(name) => change(p.key, { name })} />
            <Select
              label={t('kind')}
              selectedKey={p.kind}
              onSelectionChange={(k) => change(p.key, { kind: k === 'engine_oil' ? 'engine_oil' : 'other' })}
            >
              {(['engine_oil', 'other'] as const).map((k) => (
                <SelectItem key={k} id={k}>
                  {t(`kind_${k}`)}
                </SelectItem>
              ))}
            </Select>
            <Checkbox isSelected={p.available} onChange={(available) => change(p.key, { available })}>
              {t('inStock')}
            </Checkbox>
            <Button
              variant="ghost"
              size="sm"
              aria-label={t('removeProduct', { name: p.name || t('productNLower', { n: i + 1 }) })}
              onPress={() => setProducts((list) => list.filter((x) => x.key !== p.key))}
            >
              {t('remove')}
            </Button>
          </Inline>
          {p.variants.map((v, j) => (
            <Inline align="end" gap="sm" key={v.key}>
              <TextField
                label={t('variantLabel', { n: j + 1 })}
                value={v.label}
                onChange={(label) => changeVariant(p, v.key, { label })}
              />
              <TextField
                label={t('variantBrand', { n: j + 1 })}
                value={v.brand}
                onChange={(brand) => changeVariant(p, v.key, { brand })}
              />
              <NumberField
                label={t('variantPrice', { n: j + 1, currency: st.currency })}
                description={t('variantPriceHint')}
                minValue={0}
                value={v.price ?? Number.NaN}
                onChange={(n) => changeVariant(p, v.key, { price: Number.isNaN(n) ? null : n })}
              />
              <Button
                variant="ghost"
                size="sm"
                aria-label={t('removeVariant', {
                  n: j + 1,
                  name: p.name || t('productNLower', { n: i + 1 }),
                })}
                onPress={() => change(p.key, { variants: p.variants.filter((x) => x.key !== v.key) })}
              >
                {t('remove')}
              </Button>
            </Inline>
          ))}
          <div>
            <Button
              variant="secondary"
              size="sm"
              onPress={() => change(p.key, { variants: [...p.variants, newVariant()] })}
            >
              {t('addVariant')}
            </Button>
          </div>
        </fieldset>
      ))}
      {problem ? <p className={styles.muted}>{problem}</p> : null}
      <Inline align="end" gap="sm">
        <Button
          variant="secondary"
          onPress={() =>
            setProducts((list) => [
              ...list,
              { key: ++nextKey, name: '', kind: 'engine_oil', available: true, variants: [newVariant()] },
            ])
          }
        >
          {t('addProduct')}
        </Button>
        <Button type="submit" isDisabled={problem !== null} isPending={c.saving === 'products'}>
          {t('saveProducts')}
        </Button>
      </Inline>
    </form>
  );
}
