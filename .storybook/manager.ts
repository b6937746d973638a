import { addons } from 'storybook/manager-api';
import { catalogueTheme } from './theme';

addons.setConfig({ theme: catalogueTheme });
