export * from './HeroCarousel';
export * from './VehicleSlider';
export * from './VehicleDetailPanel';
export * from './HowItWorks';
export * from './AppDownloads';
export * from './WhyChooseUs';
