import { Group, Text } from '@mantine/core';
import { IconToolsKitchen2 } from '@tabler/icons-react';
import { AppLink } from '@ui/AppLink';
import classes from './parts.module.css';

export function Brand() {
  return (
    <AppLink to="/" className={classes.brand} aria-label="Virtual Diner home">
      <Group gap={8} wrap="nowrap">
        <IconToolsKitchen2 size={26} color="var(--mantine-color-orange-5)" aria-hidden />
        <Text fw={800} size="lg" c="white" style={{ whiteSpace: 'nowrap' }}>
          Virtual Diner
        </Text>
      </Group>
    </AppLink>
  );
}
