/**
 * The builder's questions: each its label, key, kind (a line or a paragraph), placeholder, hint and whether it
 * is required; added, removed, and reordered by drag (pointer, or Space and the arrow keys on the handle) or with
 * the Move up / Move down buttons.
 */
import {
  closestCenter,
  DndContext,
  type DragEndEvent,
  KeyboardSensor,
  PointerSensor,
  useSensor,
  useSensors,
} from '@dnd-kit/core';
import {
  SortableContext,
  sortableKeyboardCoordinates,
  useSortable,
  verticalListSortingStrategy,
} from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import {
  ActionIcon,
  Button,
  Group,
  Paper,
  SegmentedControl,
  Stack,
  Switch,
  Text,
  TextInput,
} from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { IconArrowDown, IconArrowUp, IconGripVertical, IconPlus, IconTrash } from '@tabler/icons-react';
import {
  type FormBuilderValues,
  moveQuestion,
  newQuestion,
  QUESTIONS_MAX,
  type QuestionValues,
} from '../builder';
import classes from './FormBuilderPage.module.css';

const titleOf = (question: QuestionValues, index: number) =>
  question.label.trim() ? `question ${index + 1} (${question.label.trim()})` : `question ${index + 1}`;

export function QuestionList({ form }: { form: UseFormReturnType<FormBuilderValues> }) {
  const questions = form.values.questions;
  const ids = questions.map((q) => q.uid);
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const move = (from: number, to: number) => {
    form.setFieldValue('questions', moveQuestion(questions, from, to));
    form.clearErrors();
  };
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return;
    move(ids.indexOf(String(active.id)), ids.indexOf(String(over.id)));
  };
  const name = (id: string | number) => {
    const index = ids.indexOf(String(id));
    return index === -1 ? 'the question' : `Question ${index + 1}`;
  };
  return (
    <Stack gap="sm">
      {questions.length === 0 && (
        <Text size="sm" c="dimmed">
          No questions yet: applicants would send an empty application.
        </Text>
      )}
      <DndContext
        sensors={sensors}
        collisionDetection={closestCenter}
        onDragEnd={onDragEnd}
        accessibility={{
          screenReaderInstructions: {
            draggable:
              'To move a question, press Space, use the arrow keys, then press Space again to drop it, or Escape to cancel.',
          },
          announcements: {
            onDragStart: ({ active }) => `Picked up ${name(active.id)}.`,
            onDragOver: ({ active, over }) =>
              over
                ? `${name(active.id)} is over ${name(over.id)}.`
                : `${name(active.id)} is no longer over a question.`,
            onDragEnd: ({ active, over }) =>
              over
                ? `${name(active.id)} dropped in place of ${name(over.id)}.`
                : `${name(active.id)} dropped.`,
            onDragCancel: ({ active }) => `Moving ${name(active.id)} was cancelled.`,
          },
        }}
      >
        <SortableContext items={ids} strategy={verticalListSortingStrategy}>
          <Stack
            component="ol"
            gap="sm"
            className={classes.list}
            aria-label="Questions, in the order applicants see them"
          >
            {questions.map((question, index) => (
              <QuestionRow
                key={question.uid}
                form={form}
                question={question}
                index={index}
                count={questions.length}
                onMove={(to) => move(index, to)}
              />
            ))}
          </Stack>
        </SortableContext>
      </DndContext>
      <Group>
        <Button
          variant="default"
          leftSection={<IconPlus size={16} aria-hidden />}
          disabled={questions.length >= QUESTIONS_MAX}
          onClick={() => form.insertListItem('questions', newQuestion(questions))}
        >
          Add a question
        </Button>
      </Group>
    </Stack>
  );
}

interface QuestionRowProps {
  form: UseFormReturnType<FormBuilderValues>;
  question: QuestionValues;
  index: number;
  count: number;
  onMove: (to: number) => void;
}

function QuestionRow({ form, question, index, count, onMove }: QuestionRowProps) {
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } =
    useSortable({ id: question.uid });
  const title = titleOf(question, index);
  const path = `questions.${index}`;
  return (
    <Paper
      component="li"
      ref={setNodeRef}
      withBorder
      p="md"
      className={classes.question}
      data-dragging={isDragging || undefined}
      style={{ transform: CSS.Transform.toString(transform), transition }}
      aria-label={`Question ${index + 1}`}
    >
      <Stack gap="sm">
        <Group gap="xs" wrap="nowrap">
          <ActionIcon
            ref={setActivatorNodeRef}
            variant="subtle"
            color="gray"
            aria-label={`Drag ${title}`}
            className={classes.handle}
            {...attributes}
            {...listeners}
          >
            <IconGripVertical size={18} aria-hidden />
          </ActionIcon>
          <Text fw={600} size="sm">
            Question {index + 1}
          </Text>
          <Group gap={4} wrap="nowrap" className={classes.actions}>
            <ActionIcon
              variant="default"
              aria-label={`Move ${title} up`}
              disabled={index === 0}
              onClick={() => onMove(index - 1)}
            >
              <IconArrowUp size={16} aria-hidden />
            </ActionIcon>
            <ActionIcon
              variant="default"
              aria-label={`Move ${title} down`}
              disabled={index === count - 1}
              onClick={() => onMove(index + 1)}
            >
              <IconArrowDown size={16} aria-hidden />
            </ActionIcon>
            <ActionIcon
              variant="light"
              color="red"
              aria-label={`Remove ${title}`}
              onClick={() => form.removeListItem('questions', index)}
            >
              <IconTrash size={16} aria-hidden />
            </ActionIcon>
          </Group>
        </Group>
        <TextInput
          label="Question"
          withAsterisk
          autoComplete="off"
          {...form.getInputProps(`${path}.label`)}
        />
        <Group gap="md" align="flex-start">
          <TextInput
            label="Key"
            withAsterisk
            autoComplete="off"
            description="Answers are stored under it: changing it hides earlier answers."
            className={classes.grow}
            {...form.getInputProps(`${path}.key`)}
          />
          <Stack gap={4}>
            <Text size="sm" fw={500} id={`${question.uid}-type`}>
              Answer
            </Text>
            <SegmentedControl
              aria-labelledby={`${question.uid}-type`}
              data={[
                { value: 'input', label: 'One line' },
                { value: 'textarea', label: 'Paragraph' },
              ]}
              {...form.getInputProps(`${path}.type`)}
            />
          </Stack>
        </Group>
        <Group gap="md" align="flex-start">
          <TextInput
            label="Placeholder"
            autoComplete="off"
            className={classes.grow}
            {...form.getInputProps(`${path}.placeholderText`)}
          />
          <TextInput
            label="Hint"
            description="Shown under the question."
            autoComplete="off"
            className={classes.grow}
            {...form.getInputProps(`${path}.message`)}
          />
        </Group>
        <Switch label="Required" {...form.getInputProps(`${path}.required`, { type: 'checkbox' })} />
      </Stack>
    </Paper>
  );
}
