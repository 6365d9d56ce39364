import { lazy, Suspense } from 'react';
import { FieldSkeletons } from '../shared/FieldSkeleton';
import type { MakeModelFieldsProps } from '../shared/MakeModelFields';

const MakeModelFields = lazy(() =>
  import('../shared/MakeModelFields').then((m) => ({ default: m.MakeModelFields })),
);

/**
 * The listing form's make → model pickers ({@link MakeModelFieldsProps}; a fitment row's, or the car
 * for sale's): react-aria's ComboBox is a chunk of its own, loaded when the form renders (issue #8:
 * the listing form's first load stays under the member budget). Two field look-alikes hold their
 * place meanwhile.
 */
export function MakeModelPicker(props: MakeModelFieldsProps) {
  return (
    <Suspense fallback={<FieldSkeletons count={2} hint />}>
      <MakeModelFields {...props} />
    </Suspense>
  );
}
