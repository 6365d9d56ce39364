import { Button } from '@gari/ui/Button';
import { Inline } from '@gari/ui/Inline';
import { TextField } from '@gari/ui/TextField';
import * as styles from './partner.css';

/** Props of {@link CopyCode}. */
export interface CopyCodeProps {
  /** Id of the heading (the code's figure is labelled by it). */
  id: string;
  title: string;
  /** Muted line under the heading. */
  hint: string;
  code: string;
  /** `data-testid` of the `<pre>`. */
  testId: string;
  /** Label of the Copy button, e.g. 'Copy snippet'. */
  copyLabel: string;
  /** Copies text (with the console's toasts). */
  copy: (text: string) => void;
}

/** A code block to paste somewhere (the widget snippets of `/partner`): heading, hint, code, Copy. */
export function CopyCode({ id, title, hint, code, testId, copyLabel, copy }: CopyCodeProps) {
  return (
    <>
      <h3 className={styles.itemTitle} id={id}>
        {title}
      </h3>
      <p className={styles.muted}>{hint}</p>
      <figure aria-labelledby={id} style={{ margin: 0 }}>
        <pre className={styles.code} data-testid={testId}>
          <code>{code}</code>
        </pre>
      </figure>
      <div>
        <Button variant="secondary" onPress={() => copy(code)}>
          {copyLabel}
        </Button>
      </div>
    </>
  );
}

/** A read-only field with a Copy button (the widgets' iframe URLs). */
export function CopyText({
  label,
  value,
  copyLabel,
  copy,
}: {
  label: string;
  value: string;
  copyLabel: string;
  copy: (text: string) => void;
}) {
  return (
    <Inline align="end" gap="sm">
      <TextField className={styles.grow} label={label} value={value} isReadOnly />
      <Button variant="secondary" onPress={() => copy(value)}>
        {copyLabel}
      </Button>
    </Inline>
  );
}
