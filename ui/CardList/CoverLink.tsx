import { AppLink, type AppLinkProps } from '../AppLink';
import classes from './CoverLink.module.css';

/**
 * A card's title link whose hit area is the whole card (the nearest positioned ancestor: give the card
 * `position: relative`): one link and one tab stop per card, its focus ring around the card. Its own file, so its
 * styles load only with the pages that use it.
 */
export function CoverLink({ className, ...props }: AppLinkProps) {
  return (
    <AppLink {...props} className={className ? `${classes.coverLink} ${className}` : classes.coverLink} />
  );
}
