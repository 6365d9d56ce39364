import { COUNTRIES } from '@gari/contract/countries';
import {
  LISTING_CONDITIONS,
  LISTING_FEATURES,
  MARKET_COUNTRIES,
  MARKET_CURRENCIES,
  MAX_LISTING_PHOTOS,
  PART_CATEGORIES,
} from '@gari/contract/marketplaceOptions';
import type { PhotoItem } from '@gari/machines/selling';
import { Alert } from '@gari/ui/Alert';
import { Button, LinkButton } from '@gari/ui/Button';
import { Card } from '@gari/ui/Card';
import { Checkbox } from '@gari/ui/Checkbox';
import { Heading } from '@gari/ui/Layout';
import { PageHeader } from '@gari/ui/PageHeader';
import { Select, SelectItem } from '@gari/ui/Select';
import { Spinner } from '@gari/ui/Skeleton';
import { TextField } from '@gari/ui/TextField';
import type { FormEvent, Key } from 'react';
import { CheckboxGroup, FileTrigger, Label } from 'react-aria-components';
import { MakeModelFields } from '../shared/MakeModelFields';
import * as styles from './selling.css';
import { type ListingFormFlow, type UseListingFormOptions, useListingForm } from './useListingForm';

/** 'brakes' → 'Brakes'. */
export const categoryLabel = (c: string) => c.charAt(0).toUpperCase() + c.slice(1);
const countryLabel = (code: string) =>
  `${COUNTRIES.find((c) => c.code === code)?.name ?? code} (${MARKET_CURRENCIES[code as keyof typeof MARKET_CURRENCIES]?.currency ?? ''})`;
const toYear = (key: Key | null) => (key === null ? null : Number(key));

type Flow = ListingFormFlow;

/** One choice field (category, condition, country) over a fixed list. */
function ChoiceField({
  flow,
  field,
  label,
  options,
  placeholder,
}: {
  flow: Flow;
  field: 'category' | 'condition' | 'country';
  label: string;
  options: readonly { id: string; label: string }[];
  placeholder: string;
}) {
  const value = flow.values[field];
  return (
    <Select
      label={label}
      placeholder={placeholder}
      isRequired
      isDisabled={flow.isBusy}
      selectedKey={value === '' ? null : value}
      onSelectionChange={(key) => flow.setField(field, key === null ? '' : String(key))}
      isInvalid={!!flow.errorOf(field)}
      errorMessage={flow.errorOf(field)}
    >
      {options.map((o) => (
        <SelectItem key={o.id} id={o.id} textValue={o.label}>
          {o.label}
        </SelectItem>
      ))}
    </Select>
  );
}

/** A text field bound to the form (`field` is the API's name: server errors land here). */
function FormText({
  flow,
  field,
  label,
  description,
  multiline,
  type,
  isRequired,
  inputMode,
  wide,
}: {
  flow: Flow;
  field:
    | 'title'
    | 'brand'
    | 'oem_numbers'
    | 'description'
    | 'price'
    | 'stock'
    | 'city'
    | 'contact_whatsapp'
    | 'buy_url';
  label: string;
  description?: string;
  multiline?: boolean;
  type?: 'text' | 'tel' | 'url';
  isRequired?: boolean;
  inputMode?: 'numeric' | 'decimal' | 'tel' | 'url';
  wide?: boolean;
}) {
  return (
    <TextField
      className={wide ? styles.wideField : undefined}
      label={label}
      description={description}
      multiline={multiline}
      type={type}
      inputMode={inputMode}
      isRequired={isRequired}
      isDisabled={flow.isBusy}
      value={flow.values[field]}
      onChange={(v) => flow.setField(field, v)}
      isInvalid={!!flow.errorOf(field)}
      errorMessage={flow.errorOf(field)}
    />
  );
}

/** Fitment: the rows, and the make → model → years picker that adds one (issue #10). */
function FitmentSection({ flow }: { flow: Flow }) {
  const { fitment, fitmentDraft: draft } = flow.context;
  const rowError = (i: number) => flow.errorOf(`fitment.${i}`);
  return (
    <fieldset className={styles.group} aria-describedby="fitment-help">
      <legend className={styles.legend}>Fits these vehicles</legend>
      <p id="fitment-help" className={`${styles.note} ${styles.wideField}`}>
        Buyers filter by their car. Leave the model empty when the part fits every model of the make.
      </p>
      {fitment.length > 0 ? (
        <ul className={styles.fitmentList} aria-label="Vehicles this part fits">
          {fitment.map((f, i) => {
            const name = `${f.make} ${f.model ?? '(all models)'} ${f.year_from}–${f.year_to}`;
            return (
              <li key={`${f.make_id}-${f.model_id}-${f.year_from}-${f.year_to}`}>
                <div className={styles.fitmentRow}>
                  <span>{name}</span>
                  <Button
                    variant="ghost"
                    size="sm"
                    isDisabled={flow.isBusy}
                    aria-label={`Remove ${name}`}
                    onPress={() => flow.removeFitment(i)}
                  >
                    Remove
                  </Button>
                </div>
                {rowError(i) ? <p className={styles.fieldError}>{rowError(i)}</p> : null}
              </li>
            );
          })}
        </ul>
      ) : null}
      <MakeModelFields
        makes={flow.makes.data ?? []}
        models={flow.modelList}
        makeId={draft.make?.id ?? null}
        modelId={draft.model?.id ?? null}
        onMakeChange={flow.fitmentMake}
        onModelChange={flow.fitmentModel}
        loadingMakes={flow.makes.isPending}
        loadingModels={flow.models.isFetching}
        makeDisabled={flow.isBusy || flow.makes.isError}
        modelDisabled={flow.isBusy}
        isRequired={false}
        modelHint="Optional: every model when empty."
        makeError={flow.makes.isError ? 'Failed to load makes.' : undefined}
      />
      {(['from', 'to'] as const).map((bound) => (
        <Select
          key={bound}
          label={bound === 'from' ? 'Year from' : 'Year to'}
          placeholder="Choose a year"
          isDisabled={draft.make === null || flow.isBusy}
          selectedKey={bound === 'from' ? draft.year_from : draft.year_to}
          onSelectionChange={(key) => flow.fitmentYear(bound, toYear(key))}
        >
          {flow.years.map((y) => (
            <SelectItem key={y} id={y} textValue={String(y)}>
              {String(y)}
            </SelectItem>
          ))}
        </Select>
      ))}
      <div className={styles.wideField}>
        <Button variant="secondary" isDisabled={draft.make === null || flow.isBusy} onPress={flow.addFitment}>
          Add vehicle
        </Button>
        {flow.fitmentError ? (
          <p className={styles.fieldError} role="alert">
            {flow.fitmentError}
          </p>
        ) : null}
        {flow.errorOf('fitment') ? <p className={styles.fieldError}>{flow.errorOf('fitment')}</p> : null}
      </div>
    </fieldset>
  );
}

const STATUS_TEXT: Record<PhotoItem['status'], string> = {
  pending: 'Ready to upload',
  uploading: 'Uploading…',
  uploaded: 'Uploaded',
  failed: 'Upload failed',
};

/** One photo: preview, name, status or progress, and Remove / Retry. */
function PhotoCard({ flow, photo }: { flow: Flow; photo: PhotoItem }) {
  const percent = Math.round(photo.progress * 100);
  const retrying = flow.state === 'photosFailed';
  const canRemove = flow.state === 'editing' || (retrying && photo.status === 'failed');
  return (
    <li className={styles.photo} data-status={photo.status}>
      <img className={styles.photoImage} src={photo.previewUrl} alt={`Preview of ${photo.name}`} />
      <p className={styles.photoName} title={photo.name}>
        {photo.name}
      </p>
      {photo.status === 'uploading' ? (
        <div
          role="progressbar"
          aria-label={`Uploading ${photo.name}`}
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={percent}
          aria-valuetext={`${percent}%`}
          className={styles.progressTrack}
        >
          <div className={styles.progressFill} style={{ width: `${percent}%` }} />
        </div>
      ) : null}
      <p className={styles.note}>
        {photo.status === 'uploading' ? `${percent}%` : STATUS_TEXT[photo.status]}
      </p>
      {photo.status === 'failed' && photo.error ? (
        <p className={styles.fieldError}>{flow.messageText(photo.error)}</p>
      ) : null}
      <div className={styles.row}>
        {retrying && photo.status === 'failed' ? (
          <Button
            size="sm"
            variant="secondary"
            aria-label={`Retry ${photo.name}`}
            onPress={() => flow.retryPhoto(photo.key)}
          >
            Retry
          </Button>
        ) : null}
        {canRemove ? (
          <Button
            size="sm"
            variant="ghost"
            aria-label={`Remove ${photo.name}`}
            onPress={() => flow.removePhoto(photo.key)}
          >
            Remove
          </Button>
        ) : null}
      </div>
    </li>
  );
}

/** Photos: up to 6 images with previews before upload and per-photo progress while sending. */
function PhotoSection({ flow }: { flow: Flow }) {
  const { photos } = flow.context;
  const full = photos.length >= MAX_LISTING_PHOTOS;
  return (
    <fieldset className={styles.group} aria-describedby="photo-help">
      <legend className={styles.legend}>Photos</legend>
      <p id="photo-help" className={`${styles.note} ${styles.wideField}`}>
        {photos.length} of {MAX_LISTING_PHOTOS} photos. JPEG, PNG, WebP or HEIC up to 8 MB each; the first is
        the cover. Photos upload when you save.
      </p>
      {photos.length > 0 ? (
        <ul className={styles.photoGrid} aria-label="Photos of the listing">
          {photos.map((p) => (
            <PhotoCard key={p.key} flow={flow} photo={p} />
          ))}
        </ul>
      ) : null}
      <div className={styles.wideField}>
        <FileTrigger
          acceptedFileTypes={['image/*']}
          allowsMultiple
          onSelect={(list) => {
            if (list) flow.addPhotos(Array.from(list));
          }}
        >
          <Button variant="secondary" isDisabled={full || flow.state !== 'editing'}>
            Add photos
          </Button>
        </FileTrigger>
        {flow.photoError ? (
          <p className={styles.fieldError} role="alert">
            {flow.photoError}
          </p>
        ) : null}
        {flow.errorOf('photo') ? <p className={styles.fieldError}>{flow.errorOf('photo')}</p> : null}
      </div>
    </fieldset>
  );
}

/** The form itself (editing, validating, saving, removingPhotos, uploading). */
function ListingFields({ flow }: { flow: Flow }) {
  const onSubmit = (e: FormEvent<HTMLElement>) => {
    e.preventDefault();
    flow.save(flow.primaryStatus);
  };
  const { saveStatus } = flow.context;
  const digits = flow.currencyDigits;
  return (
    // The form checks itself (the machine's rules, then the server's): no native bubbles.
    <form onSubmit={onSubmit} noValidate aria-busy={flow.isBusy} aria-label="Listing">
      <Card gap="lg" elevation="flat">
        <fieldset className={styles.group}>
          <legend className={styles.legend}>Part</legend>
          <FormText
            flow={flow}
            field="title"
            label="Title"
            isRequired
            wide
            description="e.g. Front brake pads, Toyota RAV4 2013–2018"
          />
          <ChoiceField
            flow={flow}
            field="category"
            label="Category"
            placeholder="Choose a category"
            options={PART_CATEGORIES.map((c) => ({ id: c, label: categoryLabel(c) }))}
          />
          <ChoiceField
            flow={flow}
            field="condition"
            label="Condition"
            placeholder="Choose a condition"
            options={LISTING_CONDITIONS.map((c) => ({ id: c, label: c }))}
          />
          <FormText flow={flow} field="brand" label="Brand" description="e.g. Bosch, Denso, Toyota Genuine" />
          <FormText
            flow={flow}
            field="oem_numbers"
            label="OEM part numbers"
            description="Separate several numbers with commas."
          />
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
          <FormText
            flow={flow}
            field="stock"
            label="In stock"
            isRequired
            inputMode="numeric"
            description="Units you can sell."
          />
          <FormText
            flow={flow}
            field="city"
            label="City"
            isRequired
            description="Where buyers collect or you ship from."
          />
        </fieldset>

        <FitmentSection flow={flow} />
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
        {flow.state === 'uploading' || flow.state === 'removingPhotos' ? (
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
 * (title, category, condition, brand, OEM numbers, features, description), Price and stock (country →
 * currency, price in major units: RWF whole, KES/TZS up to 2 decimals; stock; city), Fits these
 * vehicles (make → model → years from the reference cascade), Photos (up to 6, previews, per-photo
 * progress, remove; failed ones retried without losing the listing) and Contact (WhatsApp, shop page).
 * Client rules mirror the contract; server 422 field errors show on their fields.
 *
 * `data-state` on the root: the machine's state ('editing', 'validating', 'saving', 'uploading',
 * 'removingPhotos', 'photosFailed', 'saved', 'loading', 'loadFailed').
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
          editing ? undefined : 'List a spare part for buyers across Rwanda, Kenya, Uganda and Tanzania.'
        }
        actions={
          <LinkButton href="/marketplace/mine" variant="secondary">
            My listings
          </LinkButton>
        }
      />
      {state === 'loading' ? <Spinner label="Loading listing…" showLabel /> : null}
      {state === 'loadFailed' ? (
        <Alert
          tone="danger"
          title="Failed to load"
          action={
            <Button variant="secondary" size="sm" onPress={flow.retry}>
              Retry
            </Button>
          }
        >
          {flow.error}
        </Alert>
      ) : null}
      {state === 'saved' ? <SavedPanel flow={flow} /> : null}
      {state === 'photosFailed' ? <PhotosFailedPanel flow={flow} /> : null}
      {state === 'photosFailed' ? <PhotoSection flow={flow} /> : null}
      {['editing', 'validating', 'saving', 'removingPhotos', 'uploading'].includes(state) ? (
        <ListingFields flow={flow} />
      ) : null}
    </section>
  );
}
