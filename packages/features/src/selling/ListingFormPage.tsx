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
import { RetryAlert } from '../shared/RetryAlert';
import { CarSection } from './CarSection';
import { FitmentSection } from './FitmentSection';
import { ChoiceField, categoryLabel, countryLabel, FormText } from './formFields';
import { PhotoSection } from './PhotoSection';
import * as styles from './selling.css';
import { type ListingFormFlow, type UseListingFormOptions, useListingForm } from './useListingForm';

export { categoryLabel } from './formFields';

type Flow = ListingFormFlow;

/** The form itself (editing, validating, saving, removingPhotos, uploading). */
function ListingFields({ flow }: { flow: Flow }) {
  const onSubmit = (e: FormEvent<HTMLElement>) => {
    e.preventDefault();
    flow.save(flow.primaryStatus);
  };
  const { saveStatus } = flow.context;
  const digits = flow.currencyDigits;
  const car = flow.isCar;
  return (
    // The form checks itself (the machine's rules, then the server's): no native bubbles.
    <form onSubmit={onSubmit} noValidate aria-busy={flow.isBusy} aria-label="Listing">
      <Card gap="lg" elevation="flat">
        <fieldset className={styles.group}>
          <legend className={styles.legend}>{car ? 'Listing' : 'Part'}</legend>
          <FormText
            flow={flow}
            field="title"
            label="Title"
            isRequired
            wide
            description={
              car ? 'e.g. 2015 Toyota RAV4, one owner' : 'e.g. Front brake pads, Toyota RAV4 2013–2018'
            }
          />
          <ChoiceField
            flow={flow}
            field="category"
            label="Category"
            placeholder="Choose a category"
            options={[...PART_CATEGORIES, CAR_CATEGORY].map((c) => ({ id: c, label: categoryLabel(c) }))}
          />
          <ChoiceField
            flow={flow}
            field="condition"
            label="Condition"
            placeholder="Choose a condition"
            options={LISTING_CONDITIONS.map((c) => ({ id: c, label: c }))}
          />
          {car ? null : (
            <>
              <FormText
                flow={flow}
                field="brand"
                label="Brand"
                description="e.g. Bosch, Denso, Toyota Genuine"
              />
              <FormText
                flow={flow}
                field="oem_numbers"
                label="OEM part numbers"
                description="Separate several numbers with commas."
              />
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
            <Label className={styles.checkboxLabel}>Features</Label>
            {LISTING_FEATURES.map((f) => (
              <Checkbox key={f} value={f}>
                {f}
              </Checkbox>
            ))}
          </CheckboxGroup>
          <FormText flow={flow} field="description" label="Description" multiline wide />
        </fieldset>

        {car ? <CarSection flow={flow} /> : null}

        <fieldset className={styles.group}>
          <legend className={styles.legend}>Price and stock</legend>
          <ChoiceField
            flow={flow}
            field="country"
            label="Country"
            placeholder="Choose a country"
            options={MARKET_COUNTRIES.map((c) => ({ id: c, label: countryLabel(c) }))}
          />
          <FormText
            flow={flow}
            field="price"
            label={`Price (${flow.currency})`}
            isRequired
            inputMode={digits === 0 ? 'numeric' : 'decimal'}
            description={digits === 0 ? `Whole ${flow.currency}, no cents.` : `Up to ${digits} decimals.`}
          />
          {car ? null : (
            <FormText
              flow={flow}
              field="stock"
              label="In stock"
              isRequired
              inputMode="numeric"
              description="Units you can sell."
            />
          )}
          <FormText
            flow={flow}
            field="city"
            label="City"
            isRequired
            description={car ? 'Where buyers can see the car.' : 'Where buyers collect or you ship from.'}
          />
        </fieldset>

        {car ? null : <FitmentSection flow={flow} />}
        <PhotoSection flow={flow} />

        <fieldset className={styles.group}>
          <legend className={styles.legend}>Contact</legend>
          <FormText
            flow={flow}
            field="contact_whatsapp"
            label="WhatsApp number"
            type="tel"
            inputMode="tel"
            description="Optional. With the country code, e.g. +250 788 123 456."
          />
          <FormText
            flow={flow}
            field="buy_url"
            label="Your shop's page"
            type="url"
            inputMode="url"
            description="Optional. Buyers see Buy on Seller Site."
          />
        </fieldset>

        {flow.error && flow.state === 'editing' ? <Alert tone="danger">{flow.error}</Alert> : null}
        {flow.state === 'uploading' || flow.state === 'removingPhotos' || flow.state === 'orderingPhotos' ? (
          <p className={styles.note} role="status">
            Listing saved. Sending photos…
          </p>
        ) : null}

        <div className={styles.row} style={{ justifyContent: 'flex-end' }}>
          <LinkButton href="/marketplace/mine" variant="ghost" isDisabled={flow.isBusy}>
            Cancel
          </LinkButton>
          {flow.offersDraft ? (
            <Button
              variant="secondary"
              isDisabled={flow.isBusy && saveStatus !== 'draft'}
              isPending={flow.isBusy && saveStatus === 'draft'}
              onPress={() => flow.save('draft')}
            >
              {flow.isBusy && saveStatus === 'draft' ? 'Saving…' : 'Save as draft'}
            </Button>
          ) : null}
          <Button
            type="submit"
            variant="primary"
            isDisabled={flow.isBusy && saveStatus === 'draft'}
            isPending={flow.isBusy && saveStatus !== 'draft'}
          >
            {flow.isBusy && saveStatus !== 'draft' ? 'Saving…' : flow.primaryLabel}
          </Button>
        </div>
      </Card>
    </form>
  );
}

/** The end: what happened and where to go next. */
function SavedPanel({ flow }: { flow: Flow }) {
  const listing = flow.context.listing;
  const published = listing?.status === 'published';
  return (
    <Card gap="md" padding="lg" elevation="flat" data-testid="listing-saved">
      <Heading level={2} size="lg">
        {published
          ? 'Your listing is published'
          : listing?.status === 'draft'
            ? 'Your draft is saved'
            : 'Your listing is saved'}
      </Heading>
      <p>
        <strong>{listing?.title}</strong>
        {published
          ? ' is now visible to buyers in the Spareshop.'
          : ' is not visible to buyers until you publish it.'}
      </p>
      <div className={styles.row}>
        {published && listing ? (
          <LinkButton href={`/marketplace/${listing.id}`} variant="primary">
            View listing
          </LinkButton>
        ) : null}
        <LinkButton href="/marketplace/mine" variant="secondary">
          My listings
        </LinkButton>
        <LinkButton href="/marketplace/sell" variant="ghost">
          Sell another part
        </LinkButton>
      </div>
    </Card>
  );
}

/** Saved, but some photos failed: retry each or all, drop them, or edit again. */
function PhotosFailedPanel({ flow }: { flow: Flow }) {
  return (
    <Alert
      tone="warning"
      title="Your listing is saved, but some photos did not upload"
      data-testid="photos-failed"
    >
      <p>{flow.photoError ?? 'Retry them, remove them, or continue without them.'}</p>
      <div className={styles.row}>
        <Button variant="primary" size="sm" onPress={flow.retryPhotos}>
          Retry all
        </Button>
        <Button variant="secondary" size="sm" onPress={flow.finish}>
          Continue without them
        </Button>
        <Button variant="ghost" size="sm" onPress={flow.edit}>
          Edit listing
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
  const flow = useListingForm(props);
  const { state } = flow;
  const editing = props.listingId !== undefined && props.listingId !== null;
  return (
    <section className={styles.formPage} aria-labelledby="listing-form-title" data-state={state}>
      <PageHeader
        titleId="listing-form-title"
        title={editing ? 'Edit listing' : 'Sell a part'}
        subtitle={
          editing
            ? undefined
            : 'List a spare part or a car for buyers across Rwanda, Kenya, Uganda and Tanzania.'
        }
        actions={
          <LinkButton href="/marketplace/mine" variant="secondary">
            My listings
          </LinkButton>
        }
      />
      {state === 'loading' ? <Spinner label="Loading listing…" showLabel /> : null}
      {state === 'loadFailed' ? (
        <RetryAlert title="Failed to load" onRetry={flow.retry} retryLabel="Retry">
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
