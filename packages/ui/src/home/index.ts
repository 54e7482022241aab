export * from './HeroCarousel';
export * from './VehicleSlider';
export * from './VehicleDetailPanel';
