/**
 * The Distance slider of the Advanced Filters panels (spec §5 filter inputs), in a module of its own:
 * the gas list shows it inline, without the rest of the panels' parts (number fields, the dialog).
 */
import { useId } from 'react';
import { useDeferredPart } from '../shared/useDeferredPart';
import * as s from './providers.css';

/** Props of {@link DistanceSlider}. */
export interface DistanceSliderProps {
  /**
   * The visible label, in the member's language ('Distance'; issue #16). A prop, not a catalog read
   * here, so the gas list — which shows the slider inline — carries no filter panel catalog.
   */
  label: string;
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

type Field = typeof import('./DistanceSliderField');
let field: Field | undefined;
/** Loads the react-aria part of {@link DistanceSlider} (once). */
export const preloadDistanceSlider = (): Promise<Field> =>
  import('./DistanceSliderField').then((m) => {
    field = m;
    return m;
  });

/** The visually hidden box react-aria puts the thumb's range input in (its `VisuallyHidden`). */
const HIDDEN = {
  border: 0,
  clip: 'rect(0 0 0 0)',
  clipPath: 'inset(50%)',
  height: 1,
  margin: -1,
  overflow: 'hidden',
  padding: 0,
  position: 'absolute',
  width: 1,
  whiteSpace: 'nowrap',
} as const;

/**
 * The Distance slider (spec §5 filter inputs): its label and 'N km' readout above a track (whole km
 * up to 100, written alike in every language, so no locale formatting). The
 * react-aria part (pointer dragging on the track, ~10 kB gzip) loads at the first interaction with the
 * page or on idle (`whenNeeded`, issue #8); until then — on the server and while hydrating too — a
 * look-alike with the same markup and styles stands in, whose thumb is a native range input (arrow
 * keys, Home/End, screen readers) that already changes the distance.
 */
export function DistanceSlider(props: DistanceSliderProps) {
  const Field = useDeferredPart(() => field, preloadDistanceSlider)?.DistanceSliderField;
  return Field ? <Field {...props} /> : <DistanceSliderStandIn {...props} />;
}

/** The look-alike of {@link DistanceSlider} (react-aria's markup) while its react-aria part loads. */
function DistanceSliderStandIn({ label, range, value, onChange, isDisabled, noteId }: DistanceSliderProps) {
  const id = useId();
  const labelId = `${id}-label`;
  const inputId = `${id}-input`;
  const left = ((value - range.min) / (range.max - range.min)) * 100;
  const disabled = isDisabled || undefined;
  return (
    // biome-ignore lint/a11y/useSemanticElements: react-aria's slider markup (a group div), kept identical.
    <div
      className={s.slider}
      data-rac=""
      role="group"
      id={`${id}-group`}
      aria-labelledby={labelId}
      data-orientation="horizontal"
      data-disabled={disabled}
      data-standin=""
    >
      <div className={s.sliderHead}>
        {/* biome-ignore lint/a11y/noLabelWithoutControl: react-aria's markup; the input names it (aria-labelledby). */}
        <label className="react-aria-Label" id={labelId}>
          {label}
        </label>
        <output
          htmlFor={inputId}
          aria-live="off"
          className="react-aria-SliderOutput"
          data-rac=""
          data-orientation="horizontal"
          data-disabled={disabled}
        >
          {`${value} km`}
        </output>
      </div>
      <div
        style={{ position: 'relative', touchAction: 'none' }}
        className={s.track}
        data-rac=""
        data-orientation="horizontal"
        data-disabled={disabled}
      >
        <div
          style={{
            position: 'absolute',
            left: `${left}%`,
            transform: 'translate(-50%, -50%)',
            touchAction: 'none',
          }}
          className={s.thumb}
          data-rac=""
          data-disabled={disabled}
        >
          <div style={HIDDEN}>
            <input
              tabIndex={0}
              id={inputId}
              aria-labelledby={`${id}-thumb ${labelId}`}
              type="range"
              min={range.min}
              max={range.max}
              step={range.step}
              disabled={disabled}
              aria-orientation="horizontal"
              aria-valuetext={String(value)}
              aria-describedby={noteId}
              value={value}
              onChange={(e) => onChange(Number(e.currentTarget.value))}
            />
          </div>
        </div>
      </div>
    </div>
  );
}
