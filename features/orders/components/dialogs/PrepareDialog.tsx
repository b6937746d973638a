/**
 * Prepare an order: pick 1–3 pictures by searching or uploading them to the image host, and write a chef note (≤ 500
 * characters). The server's message is shown verbatim on failure, and nothing typed is lost. Search results are
 * server-provided URLs: only https links on the image allow-list are shown and can be chosen
 * (docs/architecture.md#security, docs/product/orders.md#pictures), the same check the tickets and the upload apply.
 * The dialog cannot be closed while an upload or Prepare runs, asks before dropping chosen pictures or a note, and
 * an upload still running when the dialog closes anyway (the order left the board) is aborted.
 */
import { type Action, useAction } from '@lib/action';
import { MAX_CHEF_NOTE_LENGTH, MAX_ORDER_IMAGES, type Order, type SearchedImage } from '@lib/schemas/order';
import { Tabs, Text, Textarea } from '@mantine/core';
import { type UseFormReturnType, useForm } from '@mantine/form';
import { IconPhotoUp, IconSearch } from '@tabler/icons-react';
import { useEffect, useRef, useState } from 'react';
import { imageSearchEndpoint, uploadImage } from '../../api';
import { safeSearchResults } from '../../model';
import { OrderDialog, type OrderDialogProps } from './OrderDialog';
import { ChosenPictures, type PrepareValues, SearchPanel, UploadPanel } from './PicturePanels';

export interface PrepareDialogProps extends OrderDialogProps {
  /** Prepares (the board's action): its failure shows here and the pictures and note stay. */
  prepare: Action<[Order, string[], string]>;
}

/** The form: the picture search's words, the chosen pictures' links and the chef note. */
/** A search or upload problem, titled by what failed; the server's answer to Prepare is "Not prepared". */
interface Problem {
  title: string;
  message: string;
}

const noteTooLong = (note: string) => note.trim().length > MAX_CHEF_NOTE_LENGTH;

/** Adds a picture to the chosen ones, unless it is there already or there are enough. */
const withPicture = (chosen: string[], url: string) =>
  chosen.includes(url) || chosen.length >= MAX_ORDER_IMAGES ? chosen : [...chosen, url];

/** An upload stops when its dialog closes (the order left the board) or goes away: nowhere to put its picture. */
function useAbortableUpload(opened: boolean, onUploaded: (link: string) => void) {
  const running = useRef<AbortController | null>(null);
  const upload = useAction(
    (file: File) => {
      const controller = new AbortController();
      running.current = controller;
      return uploadImage(file, controller.signal);
    },
    { fallback: 'The upload failed.', onSuccess: onUploaded },
  );
  useEffect(() => {
    if (!opened) running.current?.abort();
  }, [opened]);
  useEffect(() => () => running.current?.abort(), []);
  return upload;
}

/** The chef note and its counter, red past the limit. */
function ChefNote({ form }: { form: UseFormReturnType<PrepareValues> }) {
  const { note } = form.values;
  return (
    <>
      <Textarea
        label="Chef note"
        description="Optional. Sent to the customer with the order."
        {...form.getInputProps('note')}
        autosize
        minRows={2}
        maxRows={6}
      />
      <Text size="xs" c={noteTooLong(note) ? 'red.4' : 'dimmed'} ta="right" aria-live="polite" mt={-12}>
        {note.trim().length} / {MAX_CHEF_NOTE_LENGTH}
      </Text>
    </>
  );
}

export function PrepareDialog({ order, opened, onClose, prepare }: PrepareDialogProps) {
  // Remounted at every opening (keyed by the board, lib/dialog-state.ts): each starts from a clean dialog.
  const form = useForm<PrepareValues>({
    initialValues: { query: order.order.slice(0, 60), selected: [], note: '' },
    validate: {
      note: (value) => (noteTooLong(value) ? 'Chef note character limit has been exceeded' : null),
    },
    // The limit shows as the note is typed, with the counter under it.
    validateInputOnChange: ['note'],
  });
  const { selected, note } = form.values;
  const [results, setResults] = useState<SearchedImage[] | null>(null);
  const searchImages = useAction((text: string) => imageSearchEndpoint.call({ query: text }), {
    fallback: 'The picture search failed.',
    onSuccess: ({ images }) => setResults(safeSearchResults(images)),
  });
  const upload = useAbortableUpload(opened, (link) =>
    form.setFieldValue('selected', (chosen) => withPicture(chosen, link)),
  );

  // The server's answer to Prepare, or the last search or upload problem.
  const shownProblem: Problem | null = prepare.error
    ? { title: 'Not prepared', message: prepare.error }
    : searchImages.error
      ? { title: 'Search failed', message: searchImages.error }
      : upload.error
        ? { title: 'Not uploaded', message: upload.error }
        : null;
  const full = selected.length >= MAX_ORDER_IMAGES;
  const canSubmit =
    selected.length >= 1 && selected.length <= MAX_ORDER_IMAGES && !noteTooLong(note) && !prepare.pending;

  const toggle = (url: string) =>
    form.setFieldValue('selected', (current) =>
      current.includes(url) ? current.filter((u) => u !== url) : withPicture(current, url),
    );
  const submit = form.onSubmit((values) => void prepare.run(order, values.selected, values.note.trim()));

  return (
    <OrderDialog
      order={order}
      opened={opened}
      onClose={onClose}
      // An upload runs too: closing would leave it going with nowhere to put the picture.
      busy={prepare.pending || upload.pending}
      dirty={note.trim() !== '' || selected.length > 0}
      title={`Prepare order #${order.orderID}`}
      problem={shownProblem}
      cancel="Cancel"
      submit={{
        label: 'Prepare order',
        onClick: () => submit(),
        disabled: !canSubmit,
        loading: prepare.pending,
      }}
    >
      <Tabs defaultValue="search" keepMounted={false}>
        <Tabs.List>
          <Tabs.Tab value="search" leftSection={<IconSearch size={14} aria-hidden />}>
            Search pictures
          </Tabs.Tab>
          <Tabs.Tab value="upload" leftSection={<IconPhotoUp size={14} aria-hidden />}>
            Upload
          </Tabs.Tab>
        </Tabs.List>
        <SearchPanel
          form={form}
          results={results}
          searching={searchImages.pending}
          full={full}
          onToggle={toggle}
          onSearch={(query) => {
            // One problem at a time: the newest attempt's.
            upload.reset();
            void searchImages.run(query);
          }}
        />
        <UploadPanel
          uploading={upload.pending}
          full={full}
          onUpload={(file) => {
            searchImages.reset();
            return upload.run(file);
          }}
        />
      </Tabs>

      <ChosenPictures selected={selected} onRemove={toggle} />

      <ChefNote form={form} />
    </OrderDialog>
  );
}
