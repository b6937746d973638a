import { Card, Stack, Text, Title } from '@mantine/core';
import { type ReactNode, useId } from 'react';
import classes from './SettingsPage.module.css';

export interface SettingCardProps {
  title: ReactNode;
  description?: ReactNode;
  children: ReactNode;
}

/** One setting: a titled section, what it does, and its control (the stored key is for developers: not shown). */
export function SettingCard({ title, description, children }: SettingCardProps) {
  const id = useId();
  return (
    <Card
      component="section"
      withBorder
      radius="md"
      padding="lg"
      aria-labelledby={id}
      className={classes.card}
    >
      <Stack gap="sm">
        <Title order={2} size="h4" id={id} className={classes.wrap}>
          {title}
        </Title>
        {description && (
          <Text size="sm" c="dimmed">
            {description}
          </Text>
        )}
        {children}
      </Stack>
    </Card>
  );
}
