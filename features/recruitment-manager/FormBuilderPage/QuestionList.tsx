/**
 * The builder's questions: each its label, key, kind (a line or a paragraph), placeholder, hint and whether it
 * is required; added, removed, and reordered by drag (pointer, or Space and the arrow keys on the handle) or with
 * the Move up / Move down buttons.
 */
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
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { DragHandle, MoveButtons, SortableList, useSortableItem } from '@ui/SortableList';
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
  const move = (from: number, to: number) => {
    form.setFieldValue('questions', moveQuestion(questions, from, to));
    form.clearErrors();
  };
  const name = (id: string) => {
    const index = ids.indexOf(id);
    return index === -1 ? 'the question' : `Question ${index + 1}`;
  };
  return (
    <Stack gap="sm">
      {questions.length === 0 && (
        <Text size="sm" c="dimmed">
          No questions yet: applicants would send an empty application.
        </Text>
      )}
      <SortableList
        ids={ids}
        onMove={move}
        noun="question"
        itemName={name}
        label="Questions, in the order applicants see them"
        gap="sm"
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
      </SortableList>
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
  const { itemProps, handleProps } = useSortableItem(question.uid);
  const title = titleOf(question, index);
  const path = `questions.${index}`;
  return (
    <Paper component="li" withBorder p="md" {...itemProps} aria-label={`Question ${index + 1}`}>
      <Stack gap="sm">
        <Group gap="xs" wrap="nowrap">
          <DragHandle handle={handleProps} label={`Drag ${title}`} />
          <Text fw={600} size="sm">
            Question {index + 1}
          </Text>
          <Group gap={4} wrap="nowrap" className={classes.actions}>
            <MoveButtons
              name={title}
              onUp={index === 0 ? undefined : () => onMove(index - 1)}
              onDown={index === count - 1 ? undefined : () => onMove(index + 1)}
            />
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
