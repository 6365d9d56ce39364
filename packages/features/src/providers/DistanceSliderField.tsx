/**
 * The react-aria part of the Distance slider (spec §5 filter inputs): loaded after the first paint by
 * `DistanceSlider` (see there).
 */
import { Label, Slider, SliderOutput, SliderThumb, SliderTrack } from 'react-aria-components';
import type { DistanceSliderProps } from './DistanceSlider';
import * as s from './providers.css';

/** The Distance slider (react-aria-components `Slider`): its label and 'N km' readout above a track. */
export function DistanceSliderField({
  label,
  range,
  value,
  onChange,
  isDisabled = false,
  noteId,
}: DistanceSliderProps) {
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
        <Label>{label}</Label>
        <SliderOutput>{({ state }) => `${state.getThumbValue(0)} km`}</SliderOutput>
      </div>
      <SliderTrack className={s.track}>
        <SliderThumb className={s.thumb} />
      </SliderTrack>
    </Slider>
  );
}
