import {
  LISTING_CONDITIONS,
  LISTING_FEATURES,
  MARKET_COUNTRIES,
  PART_CATEGORIES,
} from '@gari/contract/marketplaceOptions';
import { CAR_CATEGORY } from '@gari/machines/selling';
import { Alert } from '@gari/ui/Alert';
import { Button, LinkButton } from '@gari/ui/Button';
import { Card } from '@gari/ui/Card';
import { Checkbox } from '@gari/ui/Checkbox';
import { Heading } from '@gari/ui/Layout';
import { PageHeader } from '@gari/ui/PageHeader';
import { Spinner } from '@gari/ui/Skeleton';
import type { FormEvent } from 'react';
import { CheckboxGroup, Label } from 'react-aria-components';
import { t as categoryT } from '../marketplace/categoryMessages';
import { FEATURE_KEYS, t as listingT } from '../marketplace/listingMessages';
import { useT } from '../shared/locale';
import { RetryAlert } from '../shared/RetryAlert';
import { CarSection } from './CarSection';
import { FitmentSection } from './FitmentSection';
import { ChoiceField, categoryLabel, countryLabel, FormText, WholeNumberText } from './formFields';
import { t as formT } from './formMessages';
import { PhotoSection } from './PhotoSection';
import * as styles from './selling.css';
import { type ListingFormFlow, type UseListingFormOptions, useListingForm } from './useListingForm';

/** The contact fields: the seller's WhatsApp number and shop page, each with its keyboard and hint. */
const CONTACT_FIELDS = [
  { field: 'contact_whatsapp', label: 'whatsapp', type: 'tel', hint: 'whatsappHint' },
  { field: 'buy_url', label: 'shopPage', type: 'url', hint: 'shopPageHint' },
] as const;

export { categoryLabel } from './formFields';

type Flow = ListingFormFlow;

/** The form itself (editing, validating, saving, removingPhotos, uploading). */
function ListingFields({ flow }: { flow: Flow }) {
  const t = useT(formT);
  const lt = useT(listingT);
  const ct = useT(categoryT);
  const onSubmit = (e: FormEvent<HTMLElement>) => {
    e.preventDefault();
    flow.save(flow.primaryStatus);
  };
  const { saveStatus } = flow.context;
  const digits = flow.currencyDigits;
  const car = flow.isCar;
  return (
    // The form checks itself (the machine's rules, then the server's): no native bubbles.
    <form onSubmit={onSubmit} noValidate aria-busy={flow.isBusy} aria-label={t('formLabel')}>
      <Card gap="lg" elevation="flat">
        <fieldset className={styles.group}>
          <legend className={styles.legend}>{car ? t('legendListing') : t('legendPart')}</legend>
          <FormText
            flow={flow}
            field="title"
            label={t('title')}
            isRequired
            wide
            description={car ? t('titleHintCar') : t('titleHintPart')}
          />
          <ChoiceField
            flow={flow}
            field="category"
            label={t('category')}
            placeholder={t('chooseCategory')}
            options={[...PART_CATEGORIES, CAR_CATEGORY].map((c) => ({ id: c, label: categoryLabel(c, ct) }))}
          />
          <ChoiceField
            flow={flow}
            field="condition"
            label={t('condition')}
            placeholder={t('chooseCondition')}
            options={LISTING_CONDITIONS.map((c) => ({ id: c, label: lt(`cond_${c}`) }))}
          />
          {car ? null : (
            <>
              <FormText flow={flow} field="brand" label={t('brand')} description={t('brandHint')} />
              <FormText flow={flow} field="oem_numbers" label={t('oemNumbers')} description={t('oemHint')} />
            </>
          )}
          <CheckboxGroup
            className={styles.checkboxes}
            value={flow.values.features}
            isDisabled={flow.isBusy}
            onChange={(next) => {
              const changed = [...LISTING_FEATURES].find(
                (f) => next.includes(f) !== flow.values.features.includes(f),
              );
              if (changed) flow.toggleFeature(changed);
            }}
          >
            <Label className={styles.checkboxLabel}>{t('features')}</Label>
            {LISTING_FEATURES.map((f) => (
              <Checkbox key={f} value={f}>
                {lt(FEATURE_KEYS[f])}
              </Checkbox>
            ))}
          </CheckboxGroup>
          <FormText flow={flow} field="description" label={t('description')} multiline wide />
        </fieldset>

        {car ? <CarSection flow={flow} /> : null}

        <fieldset className={styles.group}>
          <legend className={styles.legend}>{t('priceAndStock')}</legend>
          <ChoiceField
            flow={flow}
            field="country"
            label={t('country')}
            placeholder={t('chooseCountry')}
            options={MARKET_COUNTRIES.map((c) => ({ id: c, label: countryLabel(c, t) }))}
          />
          <FormText
            flow={flow}
            field="price"
            label={t('price', { currency: flow.currency })}
            isRequired
            inputMode={digits === 0 ? 'numeric' : 'decimal'}
            description={
              digits === 0 ? t('priceWhole', { currency: flow.currency }) : t('priceDecimals', { digits })
            }
          />
          {car ? null : (
            <WholeNumberText flow={flow} field="stock" label={t('inStock')} description={t('inStockHint')} />
          )}
          <FormText
            flow={flow}
            field="city"
            label={t('city')}
            isRequired
            description={car ? t('cityHintCar') : t('cityHintPart')}
          />
        </fieldset>

        {car ? null : <FitmentSection flow={flow} />}
        <PhotoSection flow={flow} />

        <fieldset className={styles.group}>
          <legend className={styles.legend}>{t('contact')}</legend>
          {CONTACT_FIELDS.map((c) => (
            <FormText
              key={c.field}
              flow={flow}
              field={c.field}
              label={t(c.label)}
              type={c.type}
              inputMode={c.type}
              description={t(c.hint)}
            />
          ))}
        </fieldset>

        {flow.error && flow.state === 'editing' ? <Alert tone="danger">{flow.error}</Alert> : null}
        {flow.state === 'uploading' || flow.state === 'removingPhotos' || flow.state === 'orderingPhotos' ? (
          <p className={styles.note} role="status">
            {t('sendingPhotos')}
          </p>
        ) : null}

        <div className={styles.row} style={{ justifyContent: 'flex-end' }}>
          <LinkButton href="/marketplace/mine" variant="ghost" isDisabled={flow.isBusy}>
            {t('cancel')}
          </LinkButton>
          {flow.offersDraft ? (
            <Button
              variant="secondary"
              isDisabled={flow.isBusy && saveStatus !== 'draft'}
              isPending={flow.isBusy && saveStatus === 'draft'}
              onPress={() => flow.save('draft')}
            >
              {flow.isBusy && saveStatus === 'draft' ? t('saving') : t('saveDraft')}
            </Button>
          ) : null}
          <Button
            type="submit"
            variant="primary"
            isDisabled={flow.isBusy && saveStatus === 'draft'}
            isPending={flow.isBusy && saveStatus !== 'draft'}
          >
            {flow.isBusy && saveStatus !== 'draft' ? t('saving') : flow.primaryLabel}
          </Button>
        </div>
      </Card>
    </form>
  );
}

/** The end: what happened and where to go next. */
function SavedPanel({ flow }: { flow: Flow }) {
  const t = useT(formT);
  const listing = flow.context.listing;
  const published = listing?.status === 'published';
  return (
    <Card gap="md" padding="lg" elevation="flat" data-testid="listing-saved">
      <Heading level={2} size="lg">
        {published ? t('savedPublished') : listing?.status === 'draft' ? t('savedDraft') : t('savedOther')}
      </Heading>
      <p>
        <strong>{listing?.title}</strong>
        {published ? t('nowVisible') : t('notVisible')}
      </p>
      <div className={styles.row}>
        {published && listing ? (
          <LinkButton href={`/marketplace/${listing.id}`} variant="primary">
            {t('viewListing')}
          </LinkButton>
        ) : null}
        <LinkButton href="/marketplace/mine" variant="secondary">
          {t('myListings')}
        </LinkButton>
        <LinkButton href="/marketplace/sell" variant="ghost">
          {t('sellAnother')}
        </LinkButton>
      </div>
    </Card>
  );
}

/** Saved, but some photos failed: retry each or all, drop them, or edit again. */
function PhotosFailedPanel({ flow }: { flow: Flow }) {
  const t = useT(formT);
  return (
    <Alert tone="warning" title={t('photosFailedTitle')} data-testid="photos-failed">
      <p>{flow.photoError ?? t('photosFailedText')}</p>
      <div className={styles.row}>
        <Button variant="primary" size="sm" onPress={flow.retryPhotos}>
          {t('retryAll')}
        </Button>
        <Button variant="secondary" size="sm" onPress={flow.finish}>
          {t('continueWithout')}
        </Button>
        <Button variant="ghost" size="sm" onPress={flow.edit}>
          {t('editListing')}
        </Button>
      </div>
    </Alert>
  );
}

/** Props of {@link ListingFormPage}: the options of {@link useListingForm}. */
export type ListingFormPageProps = UseListingFormOptions;

/**
 * The listing form (issue #10 "Selling"): `/marketplace/sell` (new listing; Publish or Save as draft)
 * and `/marketplace/mine/{id}/edit` (Save changes; a draft can also be published). Sections: Part
 * (title, category, condition, brand, OEM numbers, features, description) — or, for the category
 * "Car for sale", Listing and The car (make → model, year, mileage km, fuel, transmission: see
 * {@link CarSection}; no OEM numbers, stock or fitment) —, Price and stock (country →
 * currency, price in major units: RWF whole, KES/TZS up to 2 decimals; stock; city), Fits these
 * vehicles (make → model → years from the reference cascade), Photos (up to 6, previews, per-photo
 * progress, remove; failed ones retried without losing the listing) and Contact (WhatsApp, shop page).
 * Client rules mirror the contract; server 422 field errors show on their fields.
 *
 * `data-state` on the root: the machine's state ('editing', 'validating', 'saving', 'uploading',
 * 'removingPhotos', 'orderingPhotos', 'photosFailed', 'saved', 'loading', 'loadFailed').
 */
export function ListingFormPage(props: ListingFormPageProps) {
  const t = useT(formT);
  const flow = useListingForm(props);
  const { state } = flow;
  const editing = props.listingId !== undefined && props.listingId !== null;
  return (
    <section className={styles.formPage} aria-labelledby="listing-form-title" data-state={state}>
      <PageHeader
        titleId="listing-form-title"
        title={editing ? t('editListing') : t('sellTitle')}
        subtitle={editing ? undefined : t('sellSubtitle')}
        actions={
          <LinkButton href="/marketplace/mine" variant="secondary">
            {t('myListings')}
          </LinkButton>
        }
      />
      {state === 'loading' ? <Spinner label={t('loadingListing')} showLabel /> : null}
      {state === 'loadFailed' ? (
        <RetryAlert title={t('loadFailed')} onRetry={flow.retry} retryLabel={t('retry')}>
          {flow.error}
        </RetryAlert>
      ) : null}
      {state === 'saved' ? <SavedPanel flow={flow} /> : null}
      {state === 'photosFailed' ? <PhotosFailedPanel flow={flow} /> : null}
      {state === 'photosFailed' ? <PhotoSection flow={flow} /> : null}
      {['editing', 'validating', 'saving', 'removingPhotos', 'uploading', 'orderingPhotos'].includes(
        state,
      ) ? (
        <ListingFields flow={flow} />
      ) : null}
    </section>
  );
}
