// The unstyled build with its stylesheet: the styled one writes the same rules again into a
// <style> element when the container mounts, parsed a second time on a phone's busy start.
import { ToastContainer } from 'react-toastify/unstyled';
import 'react-toastify/dist/ReactToastify.css';
import { isRightToLeft } from '@storefront/shared';
import { useLanguage } from '../i18n/use-language';

/** Spec §9 toast options: 3000 ms, top-right, coloured, no progress bar, click to close,
 * pause on hover or focus loss, draggable; right-to-left text in Arabic. */
export default function SpecToastContainer() {
  const language = useLanguage();
  return (
    <ToastContainer
      position="top-right"
      autoClose={3000}
      theme="colored"
      hideProgressBar
      closeOnClick
      pauseOnHover
      pauseOnFocusLoss
      draggable
      newestOnTop
      rtl={isRightToLeft(language)}
    />
  );
}
