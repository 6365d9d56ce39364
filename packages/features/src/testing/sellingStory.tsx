/**
 * Story helpers of the listing form (issue #10 "Selling"): the fake API as the demo member or as Jean
 * (a seller with listings), a filled form snapshot, the page render, and the canvas queries the
 * stories of `selling/` share.
 */
import { MARKET_CURRENCIES } from '@gari/contract/marketplaceOptions';
import {
  emptyValues,
  initialContext,
  type ListingFormContext,
  listingFormMachine,
  type PhotoItem,
  type SavedListing,
} from '@gari/machines/selling';
import { expect, waitFor, type within } from 'storybook/test';
import { ListingFormPage, type ListingFormPageProps } from '../selling/ListingFormPage';
import { DEMO_USER, UNVERIFIED_USER } from './fixtures/auth';
import { FAKE_PARTS } from './fixtures/marketplace';
import { type Scenario, type ScenarioOptions, scenarioOf, withScenario } from './msw';
import { StoryFrame } from './vehiclesStory';

/** The demo member, who has no listings yet (sells as a new private seller). */
export const withApi = (options: ScenarioOptions = {}, setup?: (s: Scenario) => void) =>
  withScenario({ signedInAs: DEMO_USER.email, ...options }, setup);
/** Jean, the private seller of the fake spareshop (has listings with photos). */
export const asSeller = (options: ScenarioOptions = {}) =>
  withScenario({ signedInAs: UNVERIFIED_USER.email, ...options });
export const apiOf = scenarioOf;

/** Jean's first part listing (fixture row with seller 3). */
export const JEAN_LISTING_ID = FAKE_PARTS.findIndex((row) => row[9] === 3) + 1;

export const PNG_BASE64 =
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=';
export const PNG_URL = `data:image/png;base64,${PNG_BASE64}`;
/** A real 1×1 PNG file named `name`. */
export function pngFile(name: string): File {
  const bytes = Uint8Array.from(atob(PNG_BASE64), (c) => c.charCodeAt(0));
  return new File([bytes], name, { type: 'image/png' });
}
export const pendingPhoto = (name: string): PhotoItem => ({
  key: `story-${name}`,
  name,
  previewUrl: PNG_URL,
  status: 'pending',
  progress: 0,
  error: null,
  imageId: null,
  file: pngFile(name),
});

/** A filled form (a valid RWF part fitting a Toyota RAV4) with `over` on top. */
export function filledContext(over: Partial<ListingFormContext> = {}): ListingFormContext {
  return {
    ...initialContext({ currencies: MARKET_CURRENCIES }),
    values: {
      ...emptyValues('RW'),
      title: 'Front brake pads',
      category: 'brakes',
      condition: 'New',
      brand: 'Akebono',
      oem_numbers: '04465-42160',
      price: '45500',
      city: 'Kigali',
    },
    fitment: [{ make_id: 1, make: 'Toyota', model_id: null, model: null, year_from: 2013, year_to: 2018 }],
    ...over,
  };
}
export const filled = (over: Partial<ListingFormContext> = {}) =>
  listingFormMachine.resolveState({ value: 'editing', context: filledContext(over) });

/** Renders the form page with `props()` (made per render: snapshots and machines are not args). */
export const renderForm =
  (props: () => ListingFormPageProps = () => ({})) =>
  (_args: unknown, { loaded }: { loaded: Record<string, unknown> }) => {
    const form = props();
    const id = form.listingId;
    const path = id ? '/marketplace/mine/:id/edit' : '/marketplace/sell';
    return (
      <StoryFrame
        api={apiOf(loaded).api}
        initialEntry={id ? `/marketplace/mine/${id}/edit` : path}
        path={path}
      >
        <ListingFormPage {...form} />
      </StoryFrame>
    );
  };

type Canvas = ReturnType<typeof within>;
export const root = (el: HTMLElement) => {
  const section = el.querySelector('section[data-state]');
  if (!section) throw new Error('form page not rendered');
  return section as HTMLElement;
};
export const waitForState = (el: HTMLElement, state: string) =>
  waitFor(() => expect(root(el)).toHaveAttribute('data-state', state), { timeout: 5000 });
export const button = (canvas: Canvas, name: string | RegExp) => canvas.getByRole('button', { name });
export const textbox = (canvas: Canvas, name: string | RegExp) => canvas.getByRole('textbox', { name });
export const fileInput = (el: HTMLElement) => el.querySelector('input[type="file"]') as HTMLInputElement;
/** Picks files as the browser's file dialog would (no `accept` filtering: the machine checks types). */
export function pickFiles(el: HTMLElement, files: File[]) {
  const input = fileInput(el);
  const transfer = new DataTransfer();
  for (const f of files) transfer.items.add(f);
  input.files = transfer.files;
  input.dispatchEvent(new Event('change', { bubbles: true }));
}

export const savedListing = (id: number): SavedListing => ({
  id,
  kind: 'part',
  status: 'published',
  title: 'Front brake pads',
  category: 'brakes',
  brand: 'Akebono',
  condition: 'New',
  features: [],
  oem_numbers: ['04465-42160'],
  description: '',
  price: 45500,
  country: 'RW',
  city: 'Kigali',
  stock: 1,
  contact_whatsapp: null,
  buy_url: null,
  fitment: [],
  images: [],
  year: null,
  mileage: null,
  fuel: null,
  transmission: null,
  make_id: null,
  model_id: null,
  make: null,
  model: null,
});
