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
import {
  Button,
  FileButton,
  Group,
  SimpleGrid,
  Stack,
  Tabs,
  Text,
  Textarea,
  TextInput,
  UnstyledButton,
} from '@mantine/core';
import { IconPhotoUp, IconSearch, IconX } from '@tabler/icons-react';
import { useEffect, useRef, useState } from 'react';
import { imageSearchEndpoint, uploadImage } from '../../api';
import { safeSearchResults } from '../../model';
import classes from './dialogs.module.css';
import { OrderDialog, type OrderDialogProps } from './OrderDialog';

export interface PrepareDialogProps extends OrderDialogProps {
  /** Prepares (the board's action): its failure shows here and the pictures and note stay. */
  prepare: Action<[Order, string[], string]>;
}

/** A search or upload problem, titled by what failed; the server's answer to Prepare is "Not prepared". */
interface Problem {
  title: string;
  message: string;
}

export function PrepareDialog({ order, opened, onClose, prepare }: PrepareDialogProps) {
  // Remounted at every opening (keyed by the board, lib/dialog-state.ts): each starts from a clean dialog.
  const [query, setQuery] = useState(order.order.slice(0, 60));
  const [results, setResults] = useState<SearchedImage[] | null>(null);
  const [selected, setSelected] = useState<string[]>([]);
  const [note, setNote] = useState('');
  // Clears the file input after each upload, so choosing the same file again (a retry) is a change.
  const resetFile = useRef<() => void>(null);

  const searchImages = useAction((text: string) => imageSearchEndpoint.call({ query: text }), {
    fallback: 'The picture search failed.',
    onSuccess: ({ images }) => setResults(safeSearchResults(images)),
  });
  // An upload stops when its dialog closes (the order left the board) or goes away: nowhere to put its picture.
  const runningUpload = useRef<AbortController | null>(null);
  const upload = useAction(
    (file: File) => {
      const controller = new AbortController();
      runningUpload.current = controller;
      return uploadImage(file, controller.signal);
    },
    {
      fallback: 'The upload failed.',
      onSuccess: (link) =>
        setSelected((current) =>
          current.includes(link) || current.length >= MAX_ORDER_IMAGES ? current : [...current, link],
        ),
    },
  );
  useEffect(() => {
    if (!opened) runningUpload.current?.abort();
  }, [opened]);
  useEffect(() => () => runningUpload.current?.abort(), []);

  // The server's answer to Prepare, or the last search or upload problem.
  const shownProblem: Problem | null = prepare.error
    ? { title: 'Not prepared', message: prepare.error }
    : searchImages.error
      ? { title: 'Search failed', message: searchImages.error }
      : upload.error
        ? { title: 'Not uploaded', message: upload.error }
        : null;
  const noteLength = note.trim().length;
  const noteTooLong = noteLength > MAX_CHEF_NOTE_LENGTH;
  const full = selected.length >= MAX_ORDER_IMAGES;
  const canSubmit =
    selected.length >= 1 && selected.length <= MAX_ORDER_IMAGES && !noteTooLong && !prepare.pending;

  const toggle = (url: string) =>
    setSelected((current) =>
      current.includes(url) ? current.filter((u) => u !== url) : full ? current : [...current, url],
    );

  function search() {
    if (!query.trim()) return;
    // One problem at a time: the newest attempt's.
    upload.reset();
    void searchImages.run(query.trim());
  }

  async function choose(file: File | null) {
    if (!file || full) return;
    searchImages.reset();
    await upload.run(file);
    resetFile.current?.();
  }

  function submit() {
    if (!canSubmit) return;
    void prepare.run(order, selected, note.trim());
  }

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
      submit={{ label: 'Prepare order', onClick: submit, disabled: !canSubmit, loading: prepare.pending }}
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
        <Tabs.Panel value="search" pt="sm">
          <form
            onSubmit={(event) => {
              event.preventDefault();
              search();
            }}
          >
            <Group gap="xs" align="flex-end" wrap="nowrap">
              <TextInput
                label="Search for pictures"
                value={query}
                onChange={(event) => setQuery(event.currentTarget.value)}
                style={{ flex: 1 }}
              />
              <Button type="submit" loading={searchImages.pending} disabled={!query.trim()}>
                Search
              </Button>
            </Group>
          </form>
          {results && results.length === 0 && (
            <Text size="sm" c="dimmed" mt="sm">
              No pictures found. Try other words.
            </Text>
          )}
          {results && results.length > 0 && (
            <SimpleGrid
              cols={{ base: 2, xs: 3 }}
              spacing="xs"
              mt="sm"
              role="group"
              aria-label="Search results"
            >
              {results.map((image, index) => {
                const chosen = selected.includes(image.url);
                return (
                  <UnstyledButton
                    key={image.url}
                    className={classes.choice}
                    data-chosen={chosen || undefined}
                    aria-pressed={chosen}
                    disabled={!chosen && full}
                    onClick={() => toggle(image.url)}
                  >
                    <img
                      src={image.url}
                      alt={image.description ?? `Search result ${index + 1}`}
                      loading="lazy"
                    />
                  </UnstyledButton>
                );
              })}
            </SimpleGrid>
          )}
        </Tabs.Panel>
        <Tabs.Panel value="upload" pt="sm">
          <Stack gap="xs" align="flex-start">
            <Text size="sm" c="dimmed">
              Pictures are uploaded to a public image host: anyone with the link can see them. PNG, JPEG, WebP
              or GIF, up to 10 MB.
            </Text>
            <FileButton
              resetRef={resetFile}
              onChange={(file) => void choose(file)}
              accept="image/png,image/jpeg,image/webp,image/gif"
            >
              {(props) => (
                <Button
                  {...props}
                  variant="light"
                  loading={upload.pending}
                  disabled={full}
                  leftSection={<IconPhotoUp size={16} />}
                >
                  Choose a picture
                </Button>
              )}
            </FileButton>
          </Stack>
        </Tabs.Panel>
      </Tabs>

      <div>
        <Text size="sm" fw={600}>
          Chosen pictures ({selected.length} of {MAX_ORDER_IMAGES})
        </Text>
        {selected.length === 0 ? (
          <Text size="sm" c="dimmed">
            Choose at least one picture.
          </Text>
        ) : (
          <Group gap="xs" mt={4}>
            {selected.map((url, index) => (
              <div key={url} className={classes.chosen}>
                <img src={url} alt={`Chosen ${index + 1} of ${selected.length}`} />
                <UnstyledButton
                  className={classes.remove}
                  onClick={() => toggle(url)}
                  aria-label={`Remove chosen picture ${index + 1}`}
                >
                  <IconX size={14} aria-hidden />
                </UnstyledButton>
              </div>
            ))}
          </Group>
        )}
      </div>

      <Textarea
        label="Chef note"
        description="Optional. Sent to the customer with the order."
        value={note}
        onChange={(event) => setNote(event.currentTarget.value)}
        autosize
        minRows={2}
        maxRows={6}
        error={noteTooLong ? 'Chef note character limit has been exceeded' : undefined}
      />
      <Text size="xs" c={noteTooLong ? 'red.4' : 'dimmed'} ta="right" aria-live="polite" mt={-12}>
        {noteLength} / {MAX_CHEF_NOTE_LENGTH}
      </Text>
    </OrderDialog>
  );
}
