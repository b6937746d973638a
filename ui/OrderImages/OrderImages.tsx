/**
 * An order's images as thumbnails. Only https images on an allow-listed host are loaded
 * (docs/architecture.md#security; `VITE_IMAGE_HOSTS`); anything else, and an image that fails to load, is a
 * placeholder that says why.
 */
import { imageHosts } from '@lib/config';
import { safeExternalUrl } from '@lib/safe-url';
import { IconPhotoOff } from '@tabler/icons-react';
import { useState } from 'react';
import { AppLink } from '../AppLink';
import classes from './OrderImages.module.css';

export interface OrderImagesProps {
  images: readonly string[];
  /** Names the images for screen readers: "Image 1 of order Ab12Cd". */
  orderID: string;
}

export function OrderImages({ images, orderID }: OrderImagesProps) {
  if (images.length === 0) return null;
  return (
    <ul className={classes.images} aria-label={`Images of order ${orderID}`}>
      {images.map((raw, index) => (
        // The same URL may appear twice; the position is the identity here.
        // biome-ignore lint/suspicious/noArrayIndexKey: a fixed list that never reorders
        <li key={index}>
          <OrderImage raw={raw} label={`Image ${index + 1} of order ${orderID}`} />
        </li>
      ))}
    </ul>
  );
}

function OrderImage({ raw, label }: { raw: string; label: string }) {
  const src = safeExternalUrl(raw, imageHosts);
  const [failed, setFailed] = useState(false);
  if (!src || failed) {
    const why = src ? 'could not be loaded' : 'not shown: not from an approved image host';
    return (
      <div
        className={classes.placeholder}
        role="img"
        aria-label={`${label} ${why}`}
        data-reason={src ? 'failed' : 'blocked'}
      >
        <IconPhotoOff size={24} aria-hidden />
        <span aria-hidden>{src ? 'Image unavailable' : 'Image hidden'}</span>
      </div>
    );
  }
  return (
    <AppLink to={src} className={classes.thumb} title="Open the full image in a new tab">
      <img
        src={src}
        alt={label}
        loading="lazy"
        decoding="async"
        referrerPolicy="no-referrer"
        onError={() => setFailed(true)}
      />
    </AppLink>
  );
}
