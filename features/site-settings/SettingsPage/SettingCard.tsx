import { Card, Stack, Text, Title } from '@mantine/core';
import { type ReactNode, useId } from 'react';
import classes from './SettingsPage.module.css';

export interface SettingCardProps {
  title: ReactNode;
  /** The setting's key, shown small under the title. */
  settingKey: string;
  description?: ReactNode;
  children: ReactNode;
}

/** One setting: a titled section with its key, what it does, and its control. */
export function SettingCard({ title, settingKey, description, children }: SettingCardProps) {
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
        <div>
          <Title order={2} size="h4" id={id} className={classes.wrap}>
            {title}
          </Title>
          <Text size="xs" c="dimmed" ff="monospace" className={classes.wrap}>
            {settingKey}
          </Text>
        </div>
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
