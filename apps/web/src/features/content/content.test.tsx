import { CHAT, CONTENT, LABELS, POPUP_BANNER_FLAG_KEY } from '@member/shared';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useFavicon } from '@/shared/hooks/use-favicon';
import { mockFetch, sentBodies } from '@/test/fetch-mock';
import { renderAt } from '@/test/render';
import { AnnouncementMarquee } from './components/announcement-marquee';
import { BannerCarousel } from './components/banner-carousel';
import PopupBanner from './components/popup-banner';
import ContactRoute from './routes/contact-route';

function stubReducedMotion(reduce: boolean) {
  vi.stubGlobal(
    'matchMedia',
    vi.fn((query: string) => ({
      matches: reduce && query.includes('reduce'),
      media: query,
      addEventListener: vi.fn(),
      removeEventListener: vi.fn(),
    })),
  );
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

const BANNERS = [
  { id: 1, image: '/uploads/a.png', url: '/promotion' },
  { id: 2, image: '/uploads/b.png', url: 'https://example.com/x' },
  { id: 3, image: '/uploads/c.png', url: null },
];

describe('BannerCarousel', () => {
  it('labels each slide, links internal and external urls, and lazy-loads all but the first', () => {
    renderAt(<BannerCarousel banners={BANNERS} />);
    const region = screen.getByRole('region', { name: CONTENT.bannersLabel });
    const slides = within(region).getAllByRole('group');
    expect(slides).toHaveLength(3);
    expect(slides[0]).toHaveAccessibleName(CONTENT.slideLabel(1, 3));
    expect(within(slides[0] as HTMLElement).getByRole('link')).toHaveAttribute('href', '/promotion');
    const external = within(slides[1] as HTMLElement).getByRole('link');
    expect(external).toHaveAttribute('href', 'https://example.com/x');
    expect(external).toHaveAttribute('target', '_blank');
    expect(external).toHaveAttribute('rel', 'noopener noreferrer');
    expect(within(slides[2] as HTMLElement).queryByRole('link')).not.toBeInTheDocument();
    const images = within(region).getAllByRole('img');
    expect(images.map((image) => image.getAttribute('loading'))).toEqual(['eager', 'lazy', 'lazy']);
  });

  it('marks the current dot, moves on by itself, and stops when paused', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    stubReducedMotion(false);
    renderAt(<BannerCarousel banners={BANNERS} intervalMs={1_000} />);
    const dot = (index: number) => screen.getByRole('button', { name: CONTENT.goToSlide(index) });
    expect(dot(1)).toHaveAttribute('aria-current', 'true');
    // jsdom has no layout: give the track a width so the auto-advance can compute the next slide.
    const track = screen.getAllByRole('group')[0]?.parentElement as HTMLElement;
    Object.defineProperty(track, 'clientWidth', { value: 300 });
    await act(() => vi.advanceTimersByTimeAsync(1_000));
    expect(dot(2)).toHaveAttribute('aria-current', 'true');
    act(() => screen.getByRole('button', { name: CONTENT.pauseSlides }).click());
    await act(() => vi.advanceTimersByTimeAsync(3_000));
    expect(dot(2)).toHaveAttribute('aria-current', 'true');
    expect(screen.getByRole('button', { name: CONTENT.playSlides })).toBeInTheDocument();
  });

  it('does not move by itself for members who asked for reduced motion', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    stubReducedMotion(true);
    renderAt(<BannerCarousel banners={BANNERS} intervalMs={1_000} />);
    await act(() => vi.advanceTimersByTimeAsync(3_000));
    expect(screen.getByRole('button', { name: CONTENT.goToSlide(1) })).toHaveAttribute('aria-current', 'true');
    expect(screen.queryByRole('button', { name: CONTENT.pauseSlides })).not.toBeInTheDocument();
  });

  it('makes no link of a url that would leave the site (a backslash or a protocol-relative address)', () => {
    renderAt(
      <BannerCarousel
        banners={[
          { image: '/uploads/a.png', url: '/\\evil.example' },
          { image: '/uploads/b.png', url: '//evil.example' },
          { image: '/uploads/c.png', url: '/\\/evil.example' },
        ]}
      />,
    );
    const region = screen.getByRole('region', { name: CONTENT.bannersLabel });
    expect(within(region).getAllByRole('group')).toHaveLength(3);
    expect(within(region).queryByRole('link')).not.toBeInTheDocument();
  });

  it('renders nothing without banners', () => {
    renderAt(<BannerCarousel banners={[]} />);
    expect(screen.queryByRole('region')).not.toBeInTheDocument();
  });
});

describe('AnnouncementMarquee', () => {
  it('runs the text, read once by screen readers', () => {
    stubReducedMotion(false);
    render(<AnnouncementMarquee text="ประกาศทดสอบ" />);
    const region = screen.getByRole('region', { name: CONTENT.announcementLabel });
    expect(within(region).getAllByText('ประกาศทดสอบ')).toHaveLength(3);
    expect(region.querySelector('.marquee-track')).toHaveAttribute('aria-hidden', 'true');
  });

  it('is stopped and started by its named button, its only focus stop', async () => {
    stubReducedMotion(false);
    const { user } = renderAt(<AnnouncementMarquee text="ประกาศทดสอบ" />);
    const region = screen.getByRole('region', { name: CONTENT.announcementLabel });
    const running = region.querySelector('.marquee');
    expect(region.querySelectorAll('[tabindex]')).toHaveLength(0);
    await user.click(within(region).getByRole('button', { name: CONTENT.pauseAnnouncement }));
    expect(running).toHaveAttribute('data-paused', 'true');
    await user.click(within(region).getByRole('button', { name: CONTENT.playAnnouncement }));
    expect(running).not.toHaveAttribute('data-paused');
  });

  it('stands still for reduced motion, and is absent when empty', () => {
    stubReducedMotion(true);
    const { rerender } = render(<AnnouncementMarquee text="ประกาศทดสอบ" />);
    expect(screen.getAllByText('ประกาศทดสอบ')).toHaveLength(1);
    expect(document.querySelector('.marquee-track')).toBeNull();
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
    rerender(<AnnouncementMarquee text="  " />);
    expect(screen.queryByRole('region')).not.toBeInTheDocument();
  });

  it('holds its place, empty and hidden from screen readers, while the text loads', () => {
    stubReducedMotion(false);
    const { container, rerender } = render(<AnnouncementMarquee text={null} />);
    expect(screen.queryByRole('region')).not.toBeInTheDocument();
    expect(container.firstElementChild).toHaveAttribute('aria-hidden', 'true');
    expect(container.firstElementChild).toHaveClass('h-11');
    rerender(<AnnouncementMarquee text="ประกาศทดสอบ" />);
    expect(screen.getByRole('region', { name: CONTENT.announcementLabel })).toHaveClass('min-h-11');
  });
});

describe('PopupBanner', () => {
  it('after login shows /banner-popup once in a closable dialog and clears the flag', async () => {
    localStorage.setItem(POPUP_BANNER_FLAG_KEY, 'true');
    mockFetch({ 'GET /banner-popup': () => ({ body: { data: [BANNERS[0]] } }) });
    const { user } = renderAt(<PopupBanner />);
    const dialog = await screen.findByRole('dialog', { name: CONTENT.popupTitle });
    expect(within(dialog).getByRole('img')).toHaveAttribute('src', '/uploads/a.png');
    expect(localStorage.getItem(POPUP_BANNER_FLAG_KEY)).toBeNull();
    await user.click(within(dialog).getByRole('button', { name: LABELS.close }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('asks for nothing without the flag', () => {
    const fetchMock = mockFetch({});
    renderAt(<PopupBanner />);
    expect(sentBodies(fetchMock, 'GET', '/banner-popup')).toHaveLength(0);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});

describe('ContactRoute', () => {
  it('links both LINE ids with the add-friend urls', async () => {
    mockFetch({
      'GET /contact-line': () => ({
        body: { data: { contactLine: { uuid: 'u', line_id: '@shop', optional_line_id: 'somchai' } } },
      }),
    });
    renderAt(<ContactRoute />, '/contact');
    expect(await screen.findByRole('link', { name: new RegExp(CONTENT.lineMain) })).toHaveAttribute(
      'href',
      'https://line.me/R/ti/p/%40shop',
    );
    expect(screen.getByRole('link', { name: new RegExp(CONTENT.lineOptional) })).toHaveAttribute(
      'href',
      'https://line.me/R/ti/p/~somchai',
    );
  });

  it('leads to the live chat first, with its hint', async () => {
    mockFetch({});
    renderAt(<ContactRoute />, '/contact');
    // The label and its hint are two block lines; jsdom applies no CSS, so no space joins them there.
    const chat = screen.getByRole('link', { name: new RegExp(`^${CHAT.contactLink}\\s*${CHAT.contactLinkHint}$`) });
    expect(chat).toHaveAttribute('href', '/chat');
    expect(await screen.findByText(CONTENT.contactEmpty)).toBeInTheDocument();
  });

  it('says so when there is no contact line (the call fails silently)', async () => {
    mockFetch({});
    renderAt(<ContactRoute />, '/contact');
    expect(await screen.findByText(CONTENT.contactEmpty)).toBeInTheDocument();
  });
});

describe('useFavicon', () => {
  function Favicon({ href }: { href: string }) {
    useFavicon(href);
    return null;
  }

  it("replaces the icon link's href and drops the bundled icon's type", () => {
    document.head.innerHTML = '<link rel="icon" type="image/svg+xml" href="/favicon.svg" />';
    render(<Favicon href="/uploads/icon.png" />);
    const link = document.querySelector('link[rel="icon"]');
    expect(link).toHaveAttribute('href', '/uploads/icon.png');
    expect(link).not.toHaveAttribute('type');
  });
});
