/**
 * The styles every page needs: the fonts, the Mantine components of the shell, the global rules. Imported by
 * UiProvider (so Storybook has them) and by the app's entry (app/main.tsx), which puts them in the entry's
 * stylesheet, linked from every page's HTML: the start-up code that renders with them loads after the first paint.
 */
// Every font the UI renders, self-hosted (see FONT_FAMILY in ./theme): unicode-range splits each into parts
// that load only when a page shows one of their characters.
import '@fontsource-variable/inter';
import '@fontsource-variable/jetbrains-mono';
import '@fontsource-variable/noto-emoji';
import '@fontsource/noto-sans-symbols-2/math-400.css';
import '@fontsource/noto-sans-symbols-2/symbols-400.css';
// Only the styles of the Mantine components in use, in styles.css's order (see the file).
import './mantine.css';
import '@mantine/notifications/styles.layer.css';
import './global.css';
