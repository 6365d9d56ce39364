/**
 * The Distance slider of the Advanced Filters panels (spec §5 filter inputs), in a module of its own:
 * the gas list shows it inline, without the rest of the panels' parts (number fields, the dialog).
 */
import { Label, Slider, SliderOutput, SliderThumb, SliderTrack } from 'react-aria-components';
import * as s from './providers.css';

/** Props of {@link DistanceSlider}. */
export interface DistanceSliderProps {
  /** Bounds and step in km (spec §5: gas 1–50 step 1; garages and carwashes 5–100 step 5). */
  range: { min: number; max: number; step: number; default: number };
  /** km. */
  value: number;
  onChange: (km: number) => void;
  /** Disabled (e.g. no position to measure from). @default false */
  isDisabled?: boolean;
  /** Id of the note that explains the slider (why it is disabled, where distances start). */
  noteId?: string;
}

/** The Distance slider (spec §5 filter inputs): its label and 'N km' readout above a track. */
export function DistanceSlider({ range, value, onChange, isDisabled = false, noteId }: DistanceSliderProps) {
  return (
    <Slider
      className={s.slider}
      minValue={range.min}
      maxValue={range.max}
      step={range.step}
      value={value}
      onChange={(v) => onChange(Array.isArray(v) ? (v[0] ?? range.default) : v)}
      isDisabled={isDisabled}
      aria-describedby={noteId}
    >
      <div className={s.sliderHead}>
        <Label>Distance</Label>
        <SliderOutput>{({ state }) => `${state.getThumbValue(0)} km`}</SliderOutput>
      </div>
      <SliderTrack className={s.track}>
        <SliderThumb className={s.thumb} />
      </SliderTrack>
    </Slider>
  );
}
