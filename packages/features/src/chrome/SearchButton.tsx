import { Button } from '@gari/ui/Button';
import { Dialog, DialogTrigger, Modal } from '@gari/ui/Dialog';
import { Form } from '@gari/ui/Form';
import { SearchField } from '@gari/ui/TextField';
import { useState } from 'react';
import { Button as RACButton } from 'react-aria-components';
import { useNavigate } from 'react-router';
import * as styles from './chrome.css';
import { SearchIcon } from './icons';

/**
 * The top-bar search button (spec §2 Global chrome; behaviour not specified). It opens a dialog with a
 * search field; submitting goes to `/marketplace?search=…` (the Spareshop search, spec §2 Marketplace
 * list "Search box").
 */
export function SearchButton() {
  const navigate = useNavigate();
  const [query, setQuery] = useState('');
  const [open, setOpen] = useState(false);
  const go = () => {
    const q = query.trim();
    setOpen(false);
    navigate(q ? `/marketplace?search=${encodeURIComponent(q)}` : '/marketplace');
  };
  return (
    <DialogTrigger isOpen={open} onOpenChange={setOpen}>
      <RACButton className={styles.iconButton} aria-label="Search">
        <SearchIcon />
      </RACButton>
      <Modal isDismissable size="sm">
        <Dialog title="Search Gari">
          <Form
            gap="md"
            onSubmit={(event) => {
              event.preventDefault();
              go();
            }}
          >
            <SearchField
              label="Search"
              placeholder="Parts, OEM codes, keywords"
              value={query}
              onChange={setQuery}
              autoFocus
            />
            <Button type="submit">Search Spareshop</Button>
          </Form>
        </Dialog>
      </Modal>
    </DialogTrigger>
  );
}
