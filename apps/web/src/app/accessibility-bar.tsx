import { useLingui } from '@lingui/react';
import { LanguageSwitch } from './language-switch';
import { useState, type MouseEvent } from 'react';
import { Container, VisuallyHidden } from '@mantine/core';
import { IconContrast } from '@tabler/icons-react';
import classes from './accessibility-bar.module.css';
import {
  DEFAULT_TEXT_SIZE,
  TEXT_SIZE_STEPS,
  setDisplayPreferences,
  stepTextSize,
  useDisplayPreferences,
  type TextSize,
} from './display-preferences';

export const MAIN_CONTENT_ID = 'main-content';

function focusMain(event: MouseEvent<HTMLAnchorElement>) {
  // Moving focus, not only scrolling, so the next Tab continues inside the main content.
  const main = document.getElementById(MAIN_CONTENT_ID);
  if (!main) return;
  event.preventDefault();
  main.focus();
  main.scrollIntoView();
}

const SMALLEST = TEXT_SIZE_STEPS[0];
const LARGEST = TEXT_SIZE_STEPS[TEXT_SIZE_STEPS.length - 1];

type SizeButtonProps = {
  label: string;
  name: string;
  isPressed: boolean;
  /** At either end of the scale the button stays focusable (focus is not lost) but does nothing. */
  isAtLimit?: boolean;
  onPress: () => void;
};

function SizeButton({ label, name, isPressed, isAtLimit = false, onPress }: SizeButtonProps) {
  return (
    <button
      type="button"
      className={classes.control}
      // The name starts with the visible label, so speech users can say what they see (WCAG 2.5.3).
      aria-label={`${label} ${name}`}
      title={name}
      aria-pressed={isPressed}
      aria-disabled={isAtLimit || undefined}
      onClick={isAtLimit ? undefined : onPress}
    >
      {label}
    </button>
  );
}

/**
 * The strip above the navigation bar (GIGW): 'Skip to main content', first stop of the keyboard on
 * every page; text size 'A-', 'A', 'A+'; and the high contrast theme. 'A-' and 'A+' show as pressed
 * while the text is smaller or larger than normal, 'A' while it is normal, so the state is heard as
 * well as seen; a polite status says the size reached.
 */
export function AccessibilityBar() {
  const { _ } = useLingui();
  const { textSize, highContrast } = useDisplayPreferences();
  const [sizeNews, setSizeNews] = useState('');

  const changeSize = (size: TextSize) => {
    setDisplayPreferences({ textSize: size });
    setSizeNews(_('a11y.textSizeNews', { size }));
  };

  return (
    <section aria-label={_('a11y.options')} className={classes.bar}>
      <Container size="xl" className={classes.inner}>
        <a href={`#${MAIN_CONTENT_ID}`} className={classes.skipLink} onClick={focusMain}>
          {_('a11y.skipToMain')}
        </a>
        <div className={classes.controls}>
          <div role="group" aria-labelledby="text-size-label" className={classes.group}>
            <span id="text-size-label" className={classes.groupLabel}>
              {_('a11y.textSize')}
            </span>
            <SizeButton
              label={_('a11y.smallerLabel')}
              name={_('a11y.decreaseTextSize')}
              isPressed={textSize < DEFAULT_TEXT_SIZE}
              isAtLimit={textSize === SMALLEST}
              onPress={() => changeSize(stepTextSize(textSize, -1))}
            />
            <SizeButton
              label={_('a11y.normalLabel')}
              name={_('a11y.normalTextSize')}
              isPressed={textSize === DEFAULT_TEXT_SIZE}
              onPress={() => changeSize(DEFAULT_TEXT_SIZE)}
            />
            <SizeButton
              label={_('a11y.largerLabel')}
              name={_('a11y.increaseTextSize')}
              isPressed={textSize > DEFAULT_TEXT_SIZE}
              isAtLimit={textSize === LARGEST}
              onPress={() => changeSize(stepTextSize(textSize, 1))}
            />
          </div>
          <button
            type="button"
            className={`${classes.control} ${classes.contrast}`}
            aria-pressed={highContrast}
            onClick={() => setDisplayPreferences({ highContrast: !highContrast })}
          >
            <IconContrast size={18} aria-hidden="true" />
            {/* Under 36em only the icon shows; the words stay the button's name. */}
            <span className={classes.contrastText}>{_('a11y.highContrast')}</span>
          </button>
          <LanguageSwitch className={classes.control} />
        </div>
        <VisuallyHidden role="status">{sizeNews}</VisuallyHidden>
      </Container>
    </section>
  );
}
