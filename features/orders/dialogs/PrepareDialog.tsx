/**
 * Prepare an order: pick 1–3 pictures by searching or uploading them to the image host, and write a chef
 * note (≤ 500 characters). The server's message is shown verbatim on failure, and nothing typed is lost.
 * Search results are server-provided URLs: only https links on the image allow-list are shown and can be
 * chosen (design guide rule 12), the same check the tickets and the upload apply.
 */
import { errorMessage } from '@lib/http';
import { MAX_CHEF_NOTE_LENGTH, MAX_ORDER_IMAGES, type Order, type SearchedImage } from '@lib/schemas/order';
import {
  Alert,
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
import { Dialog } from '@ui/Dialog';
import { useRef, useState } from 'react';
import { imageSearchEndpoint } from '../api';
import { safeSearchResults, uploadImage } from '../imageHost';
import classes from './dialogs.module.css';
import { useSubmit } from './useSubmit';

export interface PrepareDialogProps {
  order: Order | null;
  onClose: () => void;
  onPrepare: (order: Order, images: string[], chefNote: string) => Promise<unknown>;
}

/** A search or upload problem, titled by what failed; the server's answer to Prepare is "Not prepared". */
interface Problem {
  title: string;
  message: string;
}

export function PrepareDialog({ order, onClose, onPrepare }: PrepareDialogProps) {
  // Remounted per order (keyed by the caller), so every order starts from a clean dialog.
  const [query, setQuery] = useState(order?.order.slice(0, 60) ?? '');
  const [results, setResults] = useState<SearchedImage[] | null>(null);
  const [searching, setSearching] = useState(false);
  const [uploading, setUploading] = useState(false);
  const [selected, setSelected] = useState<string[]>([]);
  const [note, setNote] = useState('');
  const [problem, setProblem] = useState<Problem | null>(null);
  const request = useSubmit('The order could not be prepared.');
  // Clears the file input after each upload, so choosing the same file again (a retry) is a change.
  const resetFile = useRef<() => void>(null);

  // The server's answer to Prepare, or a search or upload problem.
  const shownProblem: Problem | null = request.problem
    ? { title: 'Not prepared', message: request.problem }
    : problem;
  const noteLength = note.trim().length;
  const noteTooLong = noteLength > MAX_CHEF_NOTE_LENGTH;
  const full = selected.length >= MAX_ORDER_IMAGES;
  const canSubmit =
    selected.length >= 1 && selected.length <= MAX_ORDER_IMAGES && !noteTooLong && !request.pending;

  const toggle = (url: string) =>
    setSelected((current) =>
      current.includes(url) ? current.filter((u) => u !== url) : full ? current : [...current, url],
    );

  async function search() {
    if (!query.trim() || searching) return;
    setSearching(true);
    setProblem(null);
    try {
      setResults(safeSearchResults((await imageSearchEndpoint.call({ query: query.trim() })).images));
    } catch (error) {
      setProblem({ title: 'Search failed', message: errorMessage(error, 'The picture search failed.') });
    } finally {
      setSearching(false);
    }
  }

  async function upload(file: File | null) {
    if (!file || uploading || full) return;
    setUploading(true);
    setProblem(null);
    try {
      const link = await uploadImage(file);
      setSelected((current) =>
        current.includes(link) || current.length >= MAX_ORDER_IMAGES ? current : [...current, link],
      );
    } catch (error) {
      setProblem({ title: 'Not uploaded', message: errorMessage(error, 'The upload failed.') });
    } finally {
      setUploading(false);
      resetFile.current?.();
    }
  }

  function submit() {
    if (!order || !canSubmit) return;
    void request.run(() => onPrepare(order, selected, note.trim()));
  }

  return (
    <Dialog
      opened={order !== null}
      onClose={onClose}
      title={order ? `Prepare order #${order.orderID}` : 'Prepare order'}
    >
      {order && (
        <Stack gap="md">
          <Text size="sm" className={classes.orderText}>
            {order.order}
          </Text>
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
                  void search();
                }}
              >
                <Group gap="xs" align="flex-end" wrap="nowrap">
                  <TextInput
                    label="Search for pictures"
                    value={query}
                    onChange={(event) => setQuery(event.currentTarget.value)}
                    style={{ flex: 1 }}
                  />
                  <Button type="submit" loading={searching} disabled={!query.trim()}>
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
                  Pictures are uploaded to a public image host: anyone with the link can see them. PNG, JPEG,
                  WebP or GIF, up to 10 MB.
                </Text>
                <FileButton
                  resetRef={resetFile}
                  onChange={(file) => void upload(file)}
                  accept="image/png,image/jpeg,image/webp,image/gif"
                >
                  {(props) => (
                    <Button
                      {...props}
                      variant="light"
                      loading={uploading}
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

          {shownProblem && (
            <Alert color="red" role="alert" title={shownProblem.title}>
              {shownProblem.message}
            </Alert>
          )}

          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              Cancel
            </Button>
            <Button onClick={submit} disabled={!canSubmit} loading={request.pending}>
              Prepare order
            </Button>
          </Group>
        </Stack>
      )}
    </Dialog>
  );
}
