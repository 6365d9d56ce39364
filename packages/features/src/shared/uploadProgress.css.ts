/** The bar of an upload in progress (a listing photo, a cover or logo): 0.375 rem high. */
import { progressBar } from '../app/atoms.css';

const bar = progressBar('0.375rem', 'width 120ms linear');
export const track = bar.track;
export const fill = bar.fill;
