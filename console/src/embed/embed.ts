import { embed as englishWords } from '../i18n/locales/en.json';
import { embed as spanishWords } from '../i18n/locales/es.json';
import { embedFrameUrl, heightFromMessage } from './embed-frame';

/**
 * `<tourney-bracket slug="…" view="wall" height="600">` on any site: the tournament's public page
 * (a circuit's with `kind="circuit"`) in an iframe served by the server this script came from.
 * The frame follows the page's height
 * (it posts `tourney:height` messages) unless a fixed `height` (pixels) is given. The page speaks
 * the language of the element (its `lang`, or the closest ancestor's, as `<html lang="es">`).
 */

// Only this script's own words, not the pages' catalogues: it stays a few kilobytes.
const FRAME_WORDS: Record<string, { frameTitle: string; circuitFrameTitle: string }> = {
  en: englishWords,
  es: spanishWords,
};

// Read while the script runs: `currentScript` is null afterwards (and in event handlers).
const scriptOrigin = (() => {
  const script = document.currentScript as HTMLScriptElement | null;
  return new URL(script?.src || location.href).origin;
})();

const DEFAULT_HEIGHT = 480;

class TourneyBracket extends HTMLElement {
  static observedAttributes = ['slug', 'view', 'height', 'kind', 'lang'];
  private frame: HTMLIFrameElement | null = null;

  private readonly onMessage = (event: MessageEvent) => {
    if (!this.frame || event.source !== this.frame.contentWindow || this.fixedHeight()) return;
    const height = heightFromMessage(event, scriptOrigin);
    if (height !== null) this.frame.style.height = `${height}px`;
  };

  connectedCallback() {
    // A custom element is inline by default; the frame takes the container's full width.
    if (!this.style.display) this.style.display = 'block';
    window.addEventListener('message', this.onMessage);
    this.render();
  }

  disconnectedCallback() {
    window.removeEventListener('message', this.onMessage);
  }

  attributeChangedCallback() {
    if (this.isConnected) this.render();
  }

  private fixedHeight(): number | null {
    const height = Number(this.getAttribute('height'));
    return Number.isFinite(height) && height > 0 ? height : null;
  }

  private render() {
    const slug = this.getAttribute('slug');
    if (!slug) return;
    const lang = this.closest('[lang]')?.getAttribute('lang') || null;
    const kind = this.getAttribute('kind');
    const src = embedFrameUrl(scriptOrigin, slug, this.getAttribute('view'), kind, lang);
    const words = FRAME_WORDS[(lang ?? '').split('-')[0]!.toLowerCase()] ?? FRAME_WORDS.en!;
    if (!this.frame) {
      this.frame = document.createElement('iframe');
      this.frame.loading = 'lazy';
      Object.assign(this.frame.style, { display: 'block', width: '100%', border: '0' });
      this.frame.style.height = `${DEFAULT_HEIGHT}px`;
      this.appendChild(this.frame);
    }
    this.frame.title = kind === 'circuit' ? words.circuitFrameTitle : words.frameTitle;
    if (this.frame.src !== src) this.frame.src = src;
    const fixed = this.fixedHeight();
    if (fixed) this.frame.style.height = `${fixed}px`;
  }
}

if (!customElements.get('tourney-bracket')) {
  customElements.define('tourney-bracket', TourneyBracket);
}
