/** The picture half of the Prepare dialog: the search and upload tabs, and the pictures chosen so far. */
import { MAX_ORDER_IMAGES, type SearchedImage } from '@lib/schemas/order';
import {
  Button,
  FileButton,
  Group,
  SimpleGrid,
  Stack,
  Tabs,
  Text,
  TextInput,
  UnstyledButton,
} from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { IconPhotoUp, IconX } from '@tabler/icons-react';
import { useRef } from 'react';
import classes from './dialogs.module.css';

/** The prepare dialog's form: the picture search, the chosen pictures and the chef note. */
export interface PrepareValues {
  query: string;
  selected: string[];
  note: string;
}

interface SearchPanelProps {
  form: UseFormReturnType<PrepareValues>;
  /** The last search's pictures, or null before the first search. */
  results: SearchedImage[] | null;
  searching: boolean;
  /** As many pictures are chosen as an order takes: the others cannot be chosen. */
  full: boolean;
  onToggle: (url: string) => void;
  onSearch: (query: string) => void;
}

export function SearchPanel({ form, results, searching, full, onToggle, onSearch }: SearchPanelProps) {
  const query = form.values.query.trim();
  const { selected } = form.values;
  return (
    <Tabs.Panel value="search" pt="sm">
      <form
        onSubmit={(event) => {
          event.preventDefault();
          if (query) onSearch(query);
        }}
      >
        <Group gap="xs" align="flex-end" wrap="nowrap">
          <TextInput label="Search for pictures" {...form.getInputProps('query')} style={{ flex: 1 }} />
          <Button type="submit" loading={searching} disabled={!query}>
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
        <SimpleGrid cols={{ base: 2, xs: 3 }} spacing="xs" mt="sm" role="group" aria-label="Search results">
          {results.map((image, index) => {
            const chosen = selected.includes(image.url);
            return (
              <UnstyledButton
                key={image.url}
                className={classes.choice}
                data-chosen={chosen || undefined}
                aria-pressed={chosen}
                disabled={!chosen && full}
                onClick={() => onToggle(image.url)}
              >
                <img src={image.url} alt={image.description ?? `Search result ${index + 1}`} loading="lazy" />
              </UnstyledButton>
            );
          })}
        </SimpleGrid>
      )}
    </Tabs.Panel>
  );
}

interface UploadPanelProps {
  uploading: boolean;
  full: boolean;
  onUpload: (file: File) => Promise<unknown>;
}

export function UploadPanel({ uploading, full, onUpload }: UploadPanelProps) {
  // Clears the file input after each upload, so choosing the same file again (a retry) is a change.
  const resetFile = useRef<() => void>(null);
  async function choose(file: File | null) {
    if (!file || full) return;
    await onUpload(file);
    resetFile.current?.();
  }
  return (
    <Tabs.Panel value="upload" pt="sm">
      <Stack gap="xs" align="flex-start">
        <Text size="sm" c="dimmed">
          Pictures are uploaded to a public image host: anyone with the link can see them. PNG, JPEG, WebP or
          GIF, up to 10 MB.
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
  );
}

export function ChosenPictures({
  selected,
  onRemove,
}: {
  selected: string[];
  onRemove: (url: string) => void;
}) {
  return (
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
                onClick={() => onRemove(url)}
                aria-label={`Remove chosen picture ${index + 1}`}
              >
                <IconX size={14} aria-hidden />
              </UnstyledButton>
            </div>
          ))}
        </Group>
      )}
    </div>
  );
}
