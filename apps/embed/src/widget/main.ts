/**
 * Entry of the widget bundle (`widget-[hash].js`, an ES module): defines `<gari-booking>` (the
 * iframe page adds `iframe.js`, which mounts one).
 */
import { enableShadowDOM } from 'react-stately/private/flags/flags';
import { defineGariBooking } from './element';

// react-aria's Shadow DOM support (press, focus and overlays across the shadow boundary).
enableShadowDOM();
defineGariBooking();
