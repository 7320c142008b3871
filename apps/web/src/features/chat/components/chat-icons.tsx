import type { SVGProps } from 'react';
import { Svg } from '@/shared/ui/icons';

// The chat page's own line icons, in the kit's frame (kept out of the kit's icon module, which rides in a
// guest's first load).

export function AttachIcon(props: SVGProps<SVGSVGElement>) {
  return (
    <Svg {...props}>
      <path d="m20.5 11.5-8.3 8.3a5 5 0 0 1-7.1-7.1l8.6-8.6a3.3 3.3 0 0 1 4.7 4.7l-8.6 8.6a1.7 1.7 0 0 1-2.4-2.4l7.9-7.9" />
    </Svg>
  );
}

export function SendIcon(props: SVGProps<SVGSVGElement>) {
  return (
    <Svg {...props}>
      <path d="M4 12 20 4l-5 16-3.5-6.5z" fill="currentColor" fillOpacity={0.25} />
      <path d="M11.5 13.5 20 4" />
    </Svg>
  );
}

export function RetryIcon(props: SVGProps<SVGSVGElement>) {
  return (
    <Svg {...props}>
      <path d="M4 12a8 8 0 1 0 2.3-5.7M4 4v4h4" />
    </Svg>
  );
}

export function ReadIcon(props: SVGProps<SVGSVGElement>) {
  return (
    <Svg {...props}>
      <path d="m2 12.5 4 4 8-9M10 16.5l1 0.5 9-10" />
    </Svg>
  );
}
