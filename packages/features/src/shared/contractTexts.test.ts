/**
 * English texts the API (or the contract) also sends (issue #7 point 6): the JSON catalogs hold them as
 * data, so each one must stay equal to the contract's constant it was written from, else a member
 * would read one wording from the server and another from the views.
 */
import { NEWSLETTER_MESSAGES } from '@gari/contract/contactMessages';
import {
  EMPTY_COMMENT_MESSAGE,
  EMPTY_POST_MESSAGE,
  IMAGE_TOO_LARGE_MESSAGE,
  NOT_AN_IMAGE_MESSAGE,
  TOO_MANY_IMAGES_MESSAGE,
} from '@gari/contract/convoyOptions';
import { FUEL_WIDGET_ORIGIN_REFUSED } from '@gari/contract/fuelWidget';
import { NOT_AVAILABLE_TITLE, notAvailableMessage, STATION_NOT_FOUND } from '@gari/contract/gasOptions';
import { describe, expect, it } from 'vitest';
import contact from '../contact/messages.en.json';
import convoys from '../convoys/messages.en.json';
import fuelPrices from '../fuelPrices/messages.en.json';
import gasStations from '../gasStations/messages.en.json';

/** Each catalog text the contract also has: [catalog and key, the JSON text, the contract's constant]. */
const SHARED: [string, string, string][] = [
  ...(['confirmed', 'alreadyConfirmed', 'unsubscribed', 'badConfirmLink', 'badUnsubscribeLink'] as const).map(
    (key): [string, string, string] => [`contact ${key}`, contact[key], NEWSLETTER_MESSAGES[key]],
  ),
  ['convoys tooManyImages', convoys.tooManyImages, TOO_MANY_IMAGES_MESSAGE],
  ['convoys notAnImage', convoys.notAnImage, NOT_AN_IMAGE_MESSAGE],
  ['convoys imageTooLarge', convoys.imageTooLarge, IMAGE_TOO_LARGE_MESSAGE],
  ['convoys emptyPost', convoys.emptyPost, EMPTY_POST_MESSAGE],
  ['convoys commentRequired', convoys.commentRequired, EMPTY_COMMENT_MESSAGE],
  ['fuelPrices originRefused', fuelPrices.originRefused, FUEL_WIDGET_ORIGIN_REFUSED],
  ['gasStations notFound', gasStations.notFound, STATION_NOT_FOUND],
  ['gasStations notAvailableTitle', gasStations.notAvailableTitle, NOT_AVAILABLE_TITLE],
];

describe("catalog texts equal to the contract's (issue #7)", () => {
  it.each(SHARED)('%s', (_name, text, constant) => {
    expect(text).toBe(constant);
  });

  it("the station's 'not available' text is the contract's for any product", () => {
    const text = gasStations.notAvailable as unknown as (args: { product: string }) => string;
    expect(text({ product: 'Diesel' })).toBe(notAvailableMessage('Diesel'));
  });
});
