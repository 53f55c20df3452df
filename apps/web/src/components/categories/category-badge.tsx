import type { CategoryColor } from '@congregate/contracts';
import { Badge } from '@mantine/core';

/**
 * A category's name with a dot of its colour: the text keeps the page's own colour, so it reads well on every
 * category colour (yellow and lime included) in light and dark schemes.
 */
export function CategoryBadge({ name, color }: { name: string; color: CategoryColor }) {
  return (
    <Badge color={color} variant="dot" radius="sm" tt="none" style={{ maxWidth: '100%' }}>
      {name}
    </Badge>
  );
}
