import { Group, Progress, Text } from '@mantine/core';
import { EMD_PROGRESS_SCALE_DAYS, daysBetween, emdProgressPercent, toIstDate } from '@eauction/shared';

/** What the bar says: days left to the EMD deadline (IST calendar days), or that it has passed. */
export function emdLabel(emdSubmission: string, now: Date): string {
  const days = daysBetween(toIstDate(now), emdSubmission);
  if (days < 0) return 'EMD submission closed';
  if (days === 0) return 'Last day for EMD';
  return `${days} ${days === 1 ? 'day' : 'days'} left for EMD`;
}

/** Days left to the EMD deadline out of 30, clamped to 0–100 % (spec 4, "EMD progress bar"). */
export function EmdProgress({ emdSubmission, now }: { emdSubmission: string; now: Date }) {
  const percent = Math.round(emdProgressPercent(emdSubmission, now));
  const label = emdLabel(emdSubmission, now);
  const color = percent > 50 ? 'teal' : percent > 20 ? 'yellow' : 'red';
  return (
    <div>
      <Group justify="space-between" gap="xs" mb={4}>
        <Text size="xs" c="dimmed">
          EMD window
        </Text>
        <Text size="xs" fw={600}>
          {label}
        </Text>
      </Group>
      <Progress.Root size="sm" radius="xl">
        <Progress.Section
          value={percent}
          color={color}
          withAria={false}
          role="progressbar"
          aria-label={label}
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={percent}
          aria-valuetext={`${label} (${percent}% of ${EMD_PROGRESS_SCALE_DAYS} days)`}
        />
      </Progress.Root>
    </div>
  );
}
