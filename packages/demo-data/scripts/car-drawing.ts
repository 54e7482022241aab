/** Flat side-view car illustrations (SVG) for the seed images and the app's UI assets. */

export type BodyStyle = 'sedan' | 'hatchback' | 'suv' | 'van' | 'pickup' | 'convertible' | 'coupe';

export interface CarLook {
  body: BodyStyle;
  paint: string;
}

interface BodyShape {
  /** Outline of the painted body, drawn in a 640 x 400 box with the ground at y = 322. */
  outline: string;
  windows: string[];
  wheels: [number, number];
  headlight: { x: number; y: number };
  taillight: { x: number; y: number; height: number };
  doorLines: number[];
}

const WHEEL_RADIUS = 38;
const GROUND = 322;
const AXLE = GROUND - WHEEL_RADIUS;

const shapes: Record<BodyStyle, BodyShape> = {
  sedan: {
    outline:
      'M78 292 L80 246 Q84 228 108 224 L196 216 L252 168 Q266 156 290 156 L398 156 Q420 156 438 170 L494 214 L562 226 Q588 232 590 256 L592 292 Z',
    windows: [
      'M262 210 L300 170 L352 170 L352 210 Z',
      'M364 210 L364 170 L400 170 Q414 170 426 180 L462 210 Z',
    ],
    wheels: [178, 470],
    headlight: { x: 574, y: 242 },
    taillight: { x: 80, y: 232, height: 16 },
    doorLines: [358, 250],
  },
  hatchback: {
    outline:
      'M96 292 L98 210 Q100 176 124 164 L168 150 Q186 144 214 144 L372 144 Q398 144 416 160 L470 208 L540 222 Q566 228 568 252 L570 292 Z',
    windows: [
      'M124 206 L130 176 Q136 164 152 162 L200 160 L200 206 Z',
      'M212 206 L212 160 L300 160 L300 206 Z',
      'M312 206 L312 160 L370 160 Q386 160 398 172 L436 206 Z',
    ],
    wheels: [176, 456],
    headlight: { x: 552, y: 238 },
    taillight: { x: 98, y: 214, height: 26 },
    doorLines: [306, 206],
  },
  suv: {
    outline:
      'M76 292 L78 170 Q80 130 112 126 L400 124 Q424 124 440 140 L492 196 L566 208 Q592 214 594 240 L596 292 Z',
    windows: [
      'M100 192 L102 152 Q104 142 118 142 L196 142 L196 192 Z',
      'M208 192 L208 142 L300 142 L300 192 Z',
      'M312 192 L312 142 L394 142 Q410 142 422 154 L458 192 Z',
    ],
    wheels: [184, 480],
    headlight: { x: 578, y: 226 },
    taillight: { x: 78, y: 182, height: 40 },
    doorLines: [306, 202],
  },
  van: {
    outline:
      'M66 294 L68 116 Q70 88 100 86 L440 84 Q470 84 486 108 L530 180 L574 196 Q598 204 598 232 L600 294 Z',
    windows: [
      'M92 170 L92 112 Q92 104 102 104 L226 104 L226 170 Z',
      'M240 170 L240 104 L360 104 L360 170 Z',
      'M374 170 L374 104 L434 104 Q452 104 462 120 L494 170 Z',
    ],
    wheels: [166, 488],
    headlight: { x: 582, y: 218 },
    taillight: { x: 68, y: 150, height: 56 },
    doorLines: [368, 232],
  },
  pickup: {
    outline:
      'M70 292 L70 196 L292 196 L300 132 Q304 120 318 120 L410 120 Q432 120 446 136 L490 190 L570 204 Q596 210 598 238 L600 292 Z',
    windows: ['M316 186 L320 138 L394 138 Q412 138 424 152 L452 186 Z'],
    wheels: [170, 488],
    headlight: { x: 582, y: 226 },
    taillight: { x: 72, y: 206, height: 30 },
    doorLines: [300],
  },
  convertible: {
    outline:
      'M84 292 L86 238 Q90 222 114 220 L270 214 L310 212 L410 212 L496 216 L566 230 Q590 236 592 258 L594 292 Z',
    windows: ['M392 212 L420 168 L428 168 L410 212 Z'],
    wheels: [182, 474],
    headlight: { x: 576, y: 246 },
    taillight: { x: 86, y: 236, height: 14 },
    doorLines: [360],
  },
  coupe: {
    outline:
      'M82 292 L84 242 Q88 226 112 222 L214 212 L282 170 Q300 160 324 160 L398 162 Q422 164 440 178 L500 216 L568 230 Q592 236 594 258 L596 292 Z',
    windows: ['M294 206 L318 176 Q328 172 344 172 L400 174 Q418 176 430 186 L458 206 Z'],
    wheels: [180, 476],
    headlight: { x: 578, y: 246 },
    taillight: { x: 84, y: 236, height: 14 },
    doorLines: [380],
  },
};

function wheel(x: number): string {
  return `
    <circle cx="${x}" cy="${AXLE}" r="${WHEEL_RADIUS + 6}" fill="#1f2933"/>
    <circle cx="${x}" cy="${AXLE}" r="${WHEEL_RADIUS}" fill="#2d3748"/>
    <circle cx="${x}" cy="${AXLE}" r="${WHEEL_RADIUS - 14}" fill="#cbd2d9"/>
    <circle cx="${x}" cy="${AXLE}" r="${WHEEL_RADIUS - 26}" fill="#7b8794"/>`;
}

/** The car itself (no background), as SVG elements in the 640 x 400 box. */
export function carShape({ body, paint }: CarLook): string {
  const shape = shapes[body];
  const seats =
    body === 'convertible'
      ? '<path d="M250 214 L258 180 Q262 172 272 174 L284 178 L282 214 Z" fill="#3e4c59"/>' +
        '<path d="M318 214 L326 184 Q330 176 340 178 L350 182 L348 214 Z" fill="#3e4c59"/>'
      : '';
  const bed =
    body === 'pickup' ? '<rect x="78" y="196" width="208" height="10" fill="#00000022"/>' : '';
  return `
    <ellipse cx="336" cy="${GROUND + 4}" rx="268" ry="16" fill="#1f293322"/>
    ${seats}
    <path d="${shape.outline}" fill="${paint}"/>
    <path d="${shape.outline}" fill="url(#shine)"/>
    ${bed}
    ${shape.windows.map((d) => `<path d="${d}" fill="#9fd3f0" stroke="#1f2933" stroke-width="4" stroke-linejoin="round"/>`).join('')}
    ${shape.doorLines.map((x) => `<line x1="${x}" y1="${shape.windows.length ? 214 : 200}" x2="${x}" y2="276" stroke="#1f293355" stroke-width="3"/>`).join('')}
    <rect x="${shape.headlight.x - 8}" y="${shape.headlight.y - 6}" width="22" height="12" rx="6" fill="#fff6c2"/>
    <rect x="${shape.taillight.x - 4}" y="${shape.taillight.y}" width="10" height="${shape.taillight.height}" rx="3" fill="#e53e3e"/>
    <rect x="${shape.wheels[0] - 70}" y="284" width="${shape.wheels[1] - shape.wheels[0] + 140}" height="8" rx="4" fill="#1f293333"/>
    ${wheel(shape.wheels[0])}
    ${wheel(shape.wheels[1])}`;
}

const defs = `
  <defs>
    <linearGradient id="shine" x1="0" y1="0" x2="0" y2="1">
      <stop offset="0" stop-color="#ffffff" stop-opacity="0.28"/>
      <stop offset="0.45" stop-color="#ffffff" stop-opacity="0"/>
      <stop offset="1" stop-color="#000000" stop-opacity="0.18"/>
    </linearGradient>
  </defs>`;

/** A 640 x 400 vehicle picture: the car on a light studio backdrop tinted by `backdrop`. */
export function vehicleSvg(look: CarLook, backdrop: string): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="640" height="400" viewBox="0 0 640 400">
    ${defs}
    <rect width="640" height="400" fill="${backdrop}"/>
    <rect y="${GROUND}" width="640" height="${400 - GROUND}" fill="#00000010"/>
    <circle cx="540" cy="86" r="46" fill="#ffffff55"/>
    ${carShape(look)}
  </svg>`;
}

/** The car alone on a transparent background, scaled into `width` x `height`. */
export function carOnlySvg(look: CarLook, width: number, height: number): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="40 60 580 290">
    ${defs}
    ${carShape(look)}
  </svg>`;
}

/** Several cars side by side on a backdrop: the "vehicles" picture of the app. */
export function fleetSvg(looks: CarLook[], width: number, height: number): string {
  const step = 560;
  const cars = looks
    .map((look, index) => `<g transform="translate(${index * step} 0)">${carShape(look)}</g>`)
    .join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="40 20 ${looks.length * step + 60} 360">
    ${defs}
    <rect x="0" y="0" width="${looks.length * step + 200}" height="400" fill="#e8f1fb"/>
    <rect x="0" y="${GROUND}" width="${looks.length * step + 200}" height="80" fill="#cfdceb"/>
    ${cars}
  </svg>`;
}

/** The home slider's background: a dusk city skyline over a road. */
export function heroBackgroundSvg(width: number, height: number): string {
  const buildings = [
    [0, 260, 90],
    [100, 200, 70],
    [180, 300, 110],
    [300, 230, 80],
    [390, 340, 90],
    [490, 250, 120],
    [620, 310, 70],
    [700, 220, 100],
    [810, 360, 80],
    [900, 270, 110],
    [1020, 320, 90],
    [1120, 210, 80],
    [1210, 290, 120],
    [1340, 240, 90],
    [1440, 330, 70],
    [1520, 260, 80],
  ];
  const skyline = buildings
    .map(
      ([x, h, w]) =>
        `<rect x="${x}" y="${560 - h!}" width="${w}" height="${h}" fill="#23395b" opacity="0.85"/>`,
    )
    .join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 1600 700" preserveAspectRatio="xMidYMid slice">
    <defs>
      <linearGradient id="sky" x1="0" y1="0" x2="0" y2="1">
        <stop offset="0" stop-color="#0f2540"/>
        <stop offset="0.6" stop-color="#3d5a80"/>
        <stop offset="1" stop-color="#ee9b6b"/>
      </linearGradient>
    </defs>
    <rect width="1600" height="700" fill="url(#sky)"/>
    <circle cx="1250" cy="150" r="70" fill="#ffd9a8" opacity="0.8"/>
    ${skyline}
    <rect y="560" width="1600" height="140" fill="#1b2a3a"/>
    <line x1="0" y1="625" x2="1600" y2="625" stroke="#f4d35e" stroke-width="6" stroke-dasharray="60 40" opacity="0.8"/>
  </svg>`;
}
