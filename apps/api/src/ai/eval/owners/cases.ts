/**
 * Owner-worded evaluation set for the embedded AI mechanic (issue #13, "A diagnostic engine that holds
 * on unseen cases"). See README.md in this folder for how the cases were collected and the rules.
 *
 * Each case is a question a car owner asked in a public source (Q&A pages, forums, blogs with owner
 * stories), **paraphrased** in owner words (never copied), with its source URL and the fault ids of our
 * knowledge base that the page's answer / consensus names (several when the page names several likely
 * causes; a case counts as a hit when any of them is ranked within the top k). `car` is set only when
 * the source says so (a manual gearbox, an automatic, a diesel); otherwise the context is unknown.
 *
 * Split: FNV-1a 32-bit hash of the URL (UTF-8 bytes); even → tuning half, odd → held-out half. The
 * rule was fixed before any tuning and must not change. The knowledge base and the engine are never
 * tuned on the held-out half.
 */
import type { AiContextInput } from '@gari/contract/ai';

/** What the source says about the car. */
export type OwnerCar = 'manual' | 'auto' | 'diesel';

/** One owner case as collected. */
export interface OwnerCase {
  /** Source page (unique across the set). */
  url: string;
  /** The owner's question, paraphrased in owner words. */
  text: string;
  /** Fault ids the source's answer / consensus names, most likely first. */
  expected: readonly string[];
  car?: OwnerCar;
}

function c(url: string, text: string, expected: string[], car?: OwnerCar): OwnerCase {
  return car ? { url, text, expected, car } : { url, text, expected };
}

/** Every owner case, in collection order (grouped by the search that found it). */
export const OWNER_CASES: readonly OwnerCase[] = [
  c(
    'https://www.bestautorepairnear.me/blog/what-causes-my-car-to-stall-at-idle-and-how-can-i-fix-it',
    'engine dies when i come to a stop or sit at a red light',
    ['fuel.throttle_body_idle', 'fuel.vacuum_leak'],
  ),
  c(
    'https://engineerfix.com/why-your-car-dies-when-stopped-at-a-red-light/',
    'my car keeps cutting out when i stop at traffic lights, fine while driving',
    ['fuel.throttle_body_idle', 'fuel.vacuum_leak'],
  ),
  c(
    'https://engineerfix.com/why-does-my-car-act-like-it-wants-to-die-when-idling/',
    'when my foot is off the gas the car shudders and feels like it wants to switch off',
    ['fuel.throttle_body_idle', 'fuel.vacuum_leak'],
  ),
  c(
    'https://eatsip365.com/understanding-an-unstable-car-idle-and-its-causes',
    'at every stop the rpm needle dances around and the whole car shudders like it will die',
    ['fuel.throttle_body_idle'],
  ),
  c(
    'https://winenfood.com/a-fuel-issue-and-a-car-cranking-but-not-starting',
    'engine turns over fine but never catches, and i hear nothing from the back when i switch the key on',
    ['fuel.fuel_pump'],
  ),
  c(
    'https://eatsip365.com/checking-the-fuel-system-when-a-car-cranks-but-no-start',
    'old sedan cranks and cranks in the parking lot but will not fire',
    ['fuel.fuel_pump'],
  ),
  c(
    'https://eatsip365.com/expert-guide-to-a-car-that-cranks-but-wont-start',
    'it cranks at normal speed but does not start, the pump does not prime when i turn the key to on',
    ['fuel.fuel_pump'],
  ),
  c(
    'https://winenfood.com/is-your-car-crank-no-start-a-fuel-problem',
    'cold damp morning, key turned, whir whir whir but it never runs',
    ['fuel.fuel_pump', 'ignition.crank_sensor'],
  ),
  c(
    'https://us.ok.com/ask/what-causes-inner-edge-tire-wear-on-front-wheels',
    'both front tyres are wearing only on the inner edge',
    ['tyres.alignment'],
  ),
  c(
    'http://onaridge.blogspot.com/2008/09/bald-on-inside.html',
    'my pickup tyres are going bald on the inside, rest of the tread is fine',
    ['tyres.alignment'],
  ),
  c(
    'https://engineerfix.com/what-causes-front-tires-to-wear-on-the-inside',
    'why are my front tires wearing down on the inside shoulder with a feathered edge',
    ['tyres.alignment'],
  ),
  c(
    'http://www.autoscope.co/reasons-to-change-tires-when-worn-on-the-inside/',
    'found the inside shoulder of a tyre worn right down, outside looks new',
    ['tyres.alignment'],
  ),
  c('http://www.rapidrepairautocenter.com/inspect-the-brakes/', 'squealing every time i press the brakes', [
    'brakes.worn_pads',
  ]),
  c(
    'https://superiorautoservice.net/why-are-my-brakes-squealing/',
    'brakes have started to squeal when i stop, do i need new brakes',
    ['brakes.worn_pads'],
  ),
  c(
    'https://www.elitegarages.co.uk/ufaq/why-are-my-brakes-squeaking',
    'squeaking from the wheels when braking, sounds like metal on metal',
    ['brakes.worn_pads'],
  ),
  c(
    'https://mobilemechanic.pro/?ap_a=12212&ap_page=shortlink',
    'high pitched squeal whenever i put my foot on the brake',
    ['brakes.worn_pads'],
  ),
  c('https://www.meyersautotech.com/mybrakesaresqueaking/', 'my brakes squeak when i am coming to a stop', [
    'brakes.worn_pads',
    'brakes.sticking_caliper',
  ]),
  c(
    'https://us.ok.com/ask/what-causes-steering-wheel-shaking-when-braking-at-high-speed-1',
    'on the highway when i hit the brakes the steering wheel shakes hard',
    ['brakes.warped_discs'],
  ),
  c(
    'https://us.ok.com/ask/what-causes-the-steering-wheel-to-shake-when-braking-at-100-mph',
    'steering wheel shakes when i brake from high speed',
    ['brakes.warped_discs', 'tyres.wheel_balance'],
  ),
  c(
    'https://www.bitauto.com/wiki/100121740924',
    'driving on the motorway, the wheel judders in my hands when braking',
    ['brakes.warped_discs'],
  ),
  c(
    'https://us.ok.com/ask/why-does-the-steering-wheel-shake-when-braking-at-120-km-h-on-the-highway',
    'braking at 120 km/h the steering wheel vibrates, scary',
    ['brakes.warped_discs'],
  ),
  c(
    'https://autoparadiseparts.com/steering-wheel-shakes-when-braking-on-highway.html',
    'steering shakes when braking on the freeway, pedal pulses too',
    ['brakes.warped_discs'],
  ),
  c(
    'https://eatsip365.com/what-to-do-for-a-car-wont-turn-over-clicking-noise',
    'turn the key and get rapid click click click, engine does not turn',
    ['starting.weak_battery'],
  ),
  c(
    'https://winenfood.com/top-reasons-a-car-wont-turn-over-or-click',
    'freezing morning, one click then nothing when i turn the key, battery posts look crusty',
    ['charging.battery_terminals', 'starting.weak_battery'],
  ),
  c(
    'https://prked.com/post/car-wont-start-clicking-noise-guide',
    'car will not start, just a fast machine gun clicking and dim dash lights',
    ['starting.weak_battery'],
  ),
  c(
    'https://www.taftindependent.com/why-is-my-car-not-starting-and-clicking',
    'cold morning and the car only clicks, wont start',
    ['starting.weak_battery'],
  ),
  c(
    'https://visualfoodie.com/a-car-struggling-to-start-but-not-turning-over',
    'dash lights and radio work but turning the key gives one loud click and the engine does not crank',
    ['starting.starter_motor'],
  ),
  c(
    'https://eatsip365.com/car-will-not-turn-over-but-has-power-common-causes',
    'headlights are bright, radio plays, but the engine wont turn over, just a single thunk',
    ['starting.starter_motor', 'charging.battery_terminals'],
  ),
  c(
    'https://cottmanofcolumbia.com/when-the-temperature-gauge-starts-to-climb/',
    'stuck in traffic on a hot day and the temperature light comes on',
    ['cooling.radiator_fan', 'cooling.thermostat_stuck_closed'],
  ),
  c(
    'https://flexfixmechanic.com/blog/cooling-fan-not-working-why-your-car-overheats-in-traffic-but-not-on-the-highway',
    'runs cool on the highway but overheats in stop and go traffic',
    ['cooling.radiator_fan'],
  ),
  c(
    'https://sabinemorvan.com/2017/01/24/the-heat-is-on--what-to-look-for-if-your-cars-temperature-gauge-is-rising/',
    'temp gauge creeps up whenever the car is standing still',
    ['cooling.radiator_fan'],
  ),
  c(
    'http://www.speedyauto.cc/AutoFAQ/autorepair/chryslerrepair/201603/71374.html',
    'gauge sits above the middle and nearly hit H in heavy traffic, but while moving it stays in the middle',
    ['cooling.radiator_fan'],
  ),
  c(
    'https://www.taylormadeautomotive.com/blog/getting-stuck-in-traffic-is-bad-enough-don-t-let-your-cooling-fan-fail-too',
    'overheating when idling in bumper to bumper traffic, fan does not seem to come on',
    ['cooling.radiator_fan'],
  ),
  c('https://solvedbits.com/?p=20810', 'the temp gauge stopped working and the fan runs all the time', [
    'cooling.temp_sensor',
  ]),
  c(
    'https://mechanicsnews.com/temp-gauge-not-working-and-fan-running/',
    'temperature needle stays at cold but the radiator fan never stops running',
    ['cooling.temp_sensor'],
  ),
  c(
    'https://www.reference.com/world-view/car-die-driving-battery-light-comes-670f1a3cfbb51cf9',
    'car died while driving and the battery light came on',
    ['charging.alternator'],
  ),
  c(
    'https://eatsip365.com/car-died-after-battery-light-what-it-means',
    'red battery symbol came on, then headlights dimmed, radio cut out and the engine died',
    ['charging.alternator'],
  ),
  c(
    'https://pikespeakacuraltd.blogspot.com/2018/03/why-is-battery-light-on.html',
    'battery warning light is on while i drive',
    ['charging.alternator', 'charging.drive_belt'],
  ),
  c('https://cartirereviews.com/?p=1710', 'lost power on the road and the battery light is glowing', [
    'charging.alternator',
  ]),
  c(
    'https://car-guide-crew.lovable.app/posts/battery-warning-light',
    'battery light appeared on my way to work, can i keep driving',
    ['charging.alternator'],
  ),
  c(
    'https://www.moonlightrepair.com/blog/why-does-my-car-make-a-clicking-noise-when-i-turn',
    'clicking sound when i turn the steering wheel backing out of the driveway',
    ['transmission.cv_joint'],
  ),
  c(
    'https://engineerfix.com/why-is-my-car-popping-when-i-turn',
    'sharp popping noise from the front when i turn',
    ['transmission.cv_joint', 'suspension.ball_joint'],
  ),
  c('https://etostv.de/blog/clicking-noise-when-turning-causes', 'car makes a clicking noise when turning', [
    'transmission.cv_joint',
  ]),
  c(
    'https://engineerfix.com/what-causes-a-knocking-sound-when-turning-left',
    'repeated knocking click only when turning left',
    ['transmission.cv_joint'],
  ),
  c(
    'https://instaforex-loprais.com/is-a-clicking-noise-while-turning-dangerous',
    'is it dangerous that my car clicks while turning',
    ['transmission.cv_joint'],
  ),
  c(
    'https://pro.autospt.com/engine/128928.html',
    'lots of white smoke from the tailpipe and it smells sweet like antifreeze',
    ['cooling.head_gasket'],
  ),
  c(
    'https://visualfoodie.com/white-smoke-as-a-sign-of-a-coolant-leak',
    'thick white cloud suddenly out of the exhaust with a sickly sweet smell',
    ['cooling.head_gasket'],
  ),
  c(
    'https://pro.autospt.com/engine/110770.html',
    'white exhaust smoke, coolant level keeps dropping and the oil looks milky',
    ['cooling.head_gasket'],
  ),
  c(
    'https://kevinsautos.com/faq/why-is-my-engine-blowing-white-smoke-but-not-overheating.html',
    'engine is blowing white smoke but the temperature gauge is normal, coolant going down',
    ['cooling.head_gasket'],
  ),
  c(
    'https://pro.autospt.com/engine/39546.html',
    'white smoke out the back that does not go away when warm and smells sweet',
    ['cooling.head_gasket'],
  ),
  c(
    'https://www.answers.com/automotive-information/What_can_cause_blue_smoke_from_exhust_on_cold_start_up',
    'older car puffs blue smoke on a cold start then clears',
    ['engine.worn_rings_seals'],
  ),
  c(
    'http://dannysengineportal.com/blue-smoke-is-coming-from-my-exhaust/',
    'blue smoke with an acrid smell and i have to keep topping up the oil',
    ['engine.worn_rings_seals'],
  ),
  c(
    'https://www.autoupkeep.com/auto-repair-qa/lubrication-system/blue-smoke/',
    'what makes blue smoke come out of my tailpipe',
    ['engine.worn_rings_seals'],
  ),
  c(
    'https://www.freecardiagnostic.com/2019/08/blue-smoke-comes-out-from-exhaust.html',
    'car starts but blue smoke comes out and it is weak going uphill',
    ['engine.worn_rings_seals'],
  ),
  c(
    'https://qeeebo.com/questions/why/66/829/why-does-blue-smoke-come-from-the-exhaust-when-started',
    'blue smoke from the exhaust right after starting',
    ['engine.worn_rings_seals'],
  ),
  c(
    'http://www.chunksautomotiveservice.com/fromblue.php',
    'blueish smoke at start up, engine uses oil between changes',
    ['engine.worn_rings_seals'],
  ),
  c(
    'https://aryanism.net/latest/tag/clutch/page/2/',
    'in second gear the engine revs high but the car barely picks up speed',
    ['transmission.clutch_worn'],
    'manual',
  ),
  c(
    'https://www.answers.com/Q/What_is_clutch_slip',
    'going up a hill i rev the engine and the road speed does not increase',
    ['transmission.clutch_worn'],
    'manual',
  ),
  c(
    'https://us.ok.com/ask/why-does-the-car-s-engine-speed-increase-but-the-vehicle-speed-doesn-t/',
    'i press the gas, the engine roars but the car does not go faster, old manual car',
    ['transmission.clutch_worn'],
    'manual',
  ),
  c(
    'https://us.ok.com/ask/symptoms-of-clutch-slippage',
    'loaded up going uphill the rpm climbs, car slows down and there is a burning smell',
    ['transmission.clutch_worn'],
    'manual',
  ),
  c(
    'https://us.ok.com/ask/how-to-determine-if-a-car-clutch-is-slipping-1',
    'tachometer shoots up when accelerating from the lights but the car crawls, smells like burnt rubber',
    ['transmission.clutch_worn'],
    'manual',
  ),
  c(
    'https://ww2.simtropolis.com/?p=3141',
    'accelerating in top gear the revs surge without the car speeding up',
    ['transmission.clutch_worn'],
    'manual',
  ),
  c(
    'https://yourmotorcare.com/humming-noise-getting-louder-with-speed/',
    'humming noise that gets louder the faster i drive',
    ['suspension.wheel_bearing', 'tyres.worn_tread'],
  ),
  c(
    'http://toplineautos.com/loud-noise/',
    'my car hums louder and louder at higher speeds, what should i do',
    ['suspension.wheel_bearing', 'tyres.worn_tread'],
  ),
  c(
    'https://engineerfix.com/why-is-there-a-humming-noise-when-turning',
    'a humming sound appears when i turn and gets louder turning one way',
    ['suspension.wheel_bearing'],
  ),
  c(
    'https://visualfoodie.com/why-your-cars-humming-noise-changes-with-speed',
    'low drone above 40 mph that rises and falls with road speed',
    ['suspension.wheel_bearing'],
  ),
  c(
    'https://thehowtodo.com/?p=82606',
    'humming in the car getting louder with speed, seems to come from a wheel',
    ['suspension.wheel_bearing'],
  ),
  c(
    'https://prjctx.net/symptom/noise-while-driving',
    'whir that follows vehicle speed and changes when i weave side to side',
    ['suspension.wheel_bearing'],
  ),
  c(
    'https://winenfood.com/a-car-humming-sound-when-turning-causes',
    'on long right hand curves a low hum starts, gone when turning the other way',
    ['suspension.wheel_bearing'],
  ),
  c('https://pro.autospt.com/engine/85602.html', 'the brake pedal feels soft and goes almost to the floor', [
    'brakes.master_cylinder',
    'brakes.fluid_leak',
    'brakes.old_fluid_fade',
  ]),
  c(
    'https://www.northsideautomotivewi.com/about/news/archives/october-2025',
    'pedal has gone soft and sinks further than it used to, still stops',
    ['brakes.old_fluid_fade', 'brakes.fluid_leak'],
  ),
  c(
    'https://www.roadresolve.com/blog/brake-pedal-feels-spongy',
    'spongy brakes, pedal feels mushy when i press it',
    ['brakes.old_fluid_fade', 'brakes.fluid_leak'],
  ),
  c(
    'https://mechanicsdiary.com/brake-pedal-goes-to-the-floor/',
    'stepped on the brake and the pedal just sank to the floor',
    ['brakes.fluid_leak', 'brakes.master_cylinder'],
  ),
  c(
    'https://www.ineedbrakesnow.com/how-to-fix-brakes-that-go-to-the-floor',
    'my brakes go to the floor and there is fluid by the wheel',
    ['brakes.fluid_leak'],
  ),
  c(
    'https://www.tosautorepair.com/blog/3-reasons-your-brakes-feel-spongy',
    'brakes feel spongy, brake lines on my old car are rusty',
    ['brakes.fluid_leak', 'brakes.old_fluid_fade'],
  ),
  c(
    'https://www.freeasestudyguides.com/low-brake-pedal.html',
    'low spongy brake pedal, the brake fluid has not been changed in years',
    ['brakes.old_fluid_fade'],
  ),
  c(
    'https://www.reference.com/world-view/stop-power-steering-pump-whining-noise-8edaa1684b06d41e',
    'power steering pump is whining, how do i stop it',
    ['steering.ps_fluid_leak', 'steering.ps_pump'],
  ),
  c(
    'https://eatsip365.com/checking-fluid-for-car-whining-when-turning',
    'my pickup lets out a high pitched whine when i crank the wheel into a parking spot',
    ['steering.ps_fluid_leak'],
  ),
  c(
    'https://winenfood.com/checking-fluid-for-a-car-whining-when-turning',
    'groaning whine every time i turn the steering wheel pulling out of a tight spot',
    ['steering.ps_fluid_leak'],
  ),
  c(
    'https://automechanics.examzify.com/question/if-a-vehicle-is-making-511490f33c170def',
    'car makes a whining noise when i turn the steering wheel',
    ['steering.ps_fluid_leak'],
  ),
  c(
    'https://blog.1aauto.com/low-power-steering-fluid-symptoms-power-steering-whine-and-hard-steering/?utm_source=blog&utm_medium=referral&utm_campaign=1ablog_car_whining_when_turning',
    'steering has got heavy at low speed and whines when i turn',
    ['steering.ps_fluid_leak', 'steering.ps_pump'],
  ),
  c(
    'https://instaforex-loprais.com/can-a-whining-noise-be-caused-by-low-power-steering-fluid',
    'whining when turning and a reddish puddle under the front',
    ['steering.ps_fluid_leak'],
  ),
  c(
    'https://visualfoodie.com/low-power-steering-wheel-oil-symptoms',
    'faint whine every time i turn the wheel of my old sedan',
    ['steering.ps_fluid_leak'],
  ),
  c(
    'https://engineerfix.com/why-is-my-front-end-clunking-when-going-over-bumps',
    'metallic clunk from the front end going over bumps',
    ['suspension.sway_bar_links', 'suspension.shock_absorbers', 'suspension.control_arm_bushings'],
  ),
  c(
    'https://roadresolve.com/blog/car-clunking-noise-over-bumps',
    'light clunking rattle from one front corner over small bumps at low speed',
    ['suspension.sway_bar_links'],
  ),
  c(
    'https://us.ok.com/ask/what-causes-the-clunking-sound-from-the-front-wheels-when-going-over-speed-bumps',
    'front wheels make a clunk going over speed bumps',
    ['suspension.sway_bar_links', 'suspension.shock_absorbers'],
  ),
  c(
    'https://winenfood.com/a-guide-to-car-noise-when-going-over-bumps',
    'dull thud from the front passenger side every time i hit a pothole',
    ['suspension.sway_bar_links', 'suspension.shock_absorbers'],
  ),
  c(
    'https://instaforex-loprais.com/what-causes-a-car-to-make-a-clunking-noise-when-going-over-bumps',
    'car clunks over bumps and keeps bouncing afterwards',
    ['suspension.shock_absorbers'],
  ),
  c(
    'https://engineerfix.com/why-do-i-hear-a-clunking-noise-when-i-hit-a-bump',
    'heavy thud underneath whenever i hit a bump',
    ['suspension.shock_absorbers', 'suspension.control_arm_bushings'],
  ),
  c(
    'https://allaboutvehicles.com/auto-maintenance-repair/ac-heat-climate-control/air-conditioning-compressor-clutch-not-engaging',
    'switch the ac on and only warm air comes out, no click from the compressor',
    ['ac.compressor', 'ac.low_refrigerant'],
  ),
  c(
    'https://thetoolstrunk.com/air-conditioning-compressor-clutch-not-engaging/',
    'fan blows strong but the air from the vents stays warm and the compressor pulley front never grabs',
    ['ac.low_refrigerant', 'ac.compressor'],
  ),
  c(
    'https://evere.ylw.agency/articles/troubleshooting-car-ac-compressor-clutch-not-engaging',
    'car ac silent when i press the button, blows warm air, the center plate on the compressor does not spin',
    ['ac.compressor'],
  ),
  c(
    'https://vehiclegrip.com/?p=3605',
    'air stays warm whatever the setting and i hear no click when switching the ac on',
    ['ac.compressor', 'ac.low_refrigerant'],
  ),
  c(
    'https://engineerfix.com/why-is-my-ac-compressor-not-turning-on-in-my-car',
    'the ac compressor in my car will not turn on, only warm air',
    ['ac.low_refrigerant', 'ac.compressor'],
  ),
  c(
    'https://www.motrparts.com/product-category/electrical/glow-plugs',
    'diesel is hard to start in the cold and puffs black smoke',
    ['diesel.glow_plugs'],
    'diesel',
  ),
  c(
    'http://repairpal.com/glow-plug',
    'diesel hard starting when the engine is cold, check engine light on',
    ['diesel.glow_plugs'],
    'diesel',
  ),
  c(
    'https://westsidecarcareyakima.com/wait-to-start/',
    'the wait to start coil light on my diesel stays on after the engine is running',
    ['diesel.glow_plugs'],
    'diesel',
  ),
  c(
    'https://do-it-up.com/vehicles/engine-transmission/diesel-wont-start-when-cold-how-to-fix-glow-plugs/?amp=1',
    'my diesel wont start when cold, cranks at good speed, white smoke, starts easily when warm',
    ['diesel.glow_plugs'],
    'diesel',
  ),
  c(
    'https://newpages.asia/my/zh/service/13128/defective-glow-plug',
    'diesel nearly impossible to start on cold mornings',
    ['diesel.glow_plugs'],
    'diesel',
  ),
  c(
    'https://eatsip365.com/fixing-a-car-shaking-check-engine-light-problem',
    'truck started shuddering violently and the check engine light is blinking',
    ['ignition.spark_plugs', 'ignition.ignition_coil'],
  ),
  c(
    'https://frenzycars.pages.dev/advice/check-engine-light-blinking-car-shaking/',
    'engine light blinking and the car shakes',
    ['ignition.spark_plugs', 'ignition.ignition_coil'],
  ),
  c(
    'https://plugincarworld.com/car-problems/engine-problems/flashing-check-engine-light-and-car-shaking/',
    'why is my check engine light flashing and the car shaking, scanner says P0300',
    ['ignition.spark_plugs', 'ignition.ignition_coil'],
  ),
  c(
    'https://www.autocornerd.com/check-engine-light-flashing-and-car-shaking/',
    'check engine light flashes and the car shakes when accelerating or stopped at a signal, code P0303',
    ['ignition.ignition_coil', 'ignition.spark_plugs'],
  ),
  c(
    'https://visualfoodie.com/what-your-flashing-engine-light-and-car-shake-mean',
    'on the highway a sudden shudder then a rhythmic shake and the engine light flashing',
    ['ignition.ignition_coil', 'ignition.spark_plugs'],
  ),
  c(
    'https://winenfood.com/what-a-shaking-car-check-engine-light-means',
    'old honda started sputtering like it was coughing and the engine light was flashing',
    ['ignition.spark_plugs', 'ignition.ignition_coil'],
  ),
  c(
    'https://engineerfix.com/how-can-you-tell-if-your-transmission-is-slipping-3',
    'revs flare up between gears before it catches, car gains speed slowly',
    ['transmission.atf_low', 'transmission.auto_shift_solenoid'],
    'auto',
  ),
  c(
    'https://triggsgarage.com/delayed-engagement',
    'long pause after i put it in drive before the gearbox engages',
    ['transmission.atf_low'],
    'auto',
  ),
  c(
    'https://eatsip365.com/how-a-bad-transmission-causes-a-car-to-slip',
    'i hit the gas, engine roars, then a long lazy pause before the automatic actually accelerates',
    ['transmission.atf_low', 'transmission.auto_shift_solenoid'],
    'auto',
  ),
  c(
    'https://ww2.simtropolis.com/what-does-it-feel-like-when-a-transmission-slips',
    'automatic hesitates on gear changes with a surge in rpm then a jolt',
    ['transmission.atf_low', 'transmission.auto_shift_solenoid'],
    'auto',
  ),
  c(
    'https://www.noahsgarage.com/delayed-engagement-transmission-causes-fixes/',
    'two or three seconds delay when shifting into drive or reverse',
    ['transmission.atf_low'],
    'auto',
  ),
  c(
    'https://www.sunautoservice.com/about-us/shop-talk/transmission-delays-shifting-into-drive/',
    'car pauses before it goes into drive, high mileage automatic',
    ['transmission.atf_low'],
    'auto',
  ),
  c(
    'https://speedyauto.cc/howto/carmaintenance/generalcarmaintenace/201603/208766.html',
    'exhaust stinks of rotten eggs, inside and outside the car',
    ['exhaust.catalytic_converter'],
  ),
  c(
    'https://autoveteran.tech/blog/details/936/that-rotten-egg-smell-from-your-exhaust-isnt-normal-heres-what-it-means',
    'windows down on the highway and a sulfur stench comes from my tailpipe',
    ['exhaust.catalytic_converter'],
  ),
  c(
    'https://engineerfix.com/what-does-it-mean-if-my-car-smells-like-rotten-eggs',
    'what does it mean if my car smells like rotten eggs',
    ['exhaust.catalytic_converter'],
  ),
  c(
    'https://parkingday.org/why-does-my-engine-smell-like-rotten-eggs/',
    'engine smells like rotten eggs after driving',
    ['exhaust.catalytic_converter'],
  ),
  c(
    'http://coopermotorsales.com/2022/05/25/smell-rotten-eggs-check-your-cars-catalytic-converter--and-your-paint/',
    'rotten egg smell getting worse and the car will not accelerate when i press the pedal',
    ['exhaust.catalytic_converter'],
  ),
  c(
    'https://winenfood.com/why-even-a-new-car-battery-drained-overnight',
    'put a brand new battery in on saturday and by tuesday morning the car is dead again',
    ['charging.parasitic_drain'],
  ),
  c(
    'https://visualfoodie.com/why-a-car-battery-keeps-dying-overnight',
    'third jump start this week, battery is flat every morning',
    ['charging.parasitic_drain'],
  ),
  c(
    'https://carproblemfix.com/car-battery-keeps-dying-overnight-causes-diagnosis-fixes',
    'my car battery keeps dying overnight even after replacing it',
    ['charging.parasitic_drain', 'charging.alternator'],
  ),
  c(
    'https://winenfood.com/what-causes-a-car-battery-to-die-overnight',
    'dead battery again this morning, it started fine yesterday, dash lights flicker weakly',
    ['charging.parasitic_drain', 'starting.weak_battery'],
  ),
  c(
    'https://eatsip365.com/a-guide-to-stop-car-battery-overnight-discharge',
    'battery completely flat every morning after sitting overnight',
    ['charging.parasitic_drain'],
  ),
  c(
    'https://www.aanthonys.com/blogs/why-does-my-car-squeal-when-i-start-it',
    'high pitched squeal when i start my car',
    ['charging.drive_belt'],
  ),
  c(
    'https://tommyjohnsons.com/why-does-car-squeal-when-cold-started/',
    'squeals for a little while after a cold start and then stops',
    ['charging.drive_belt'],
  ),
  c(
    'https://community.cartalk.com/t/squealing-startup/39544',
    'very loud squeal for about 15 seconds whenever i start it with a cold engine, 140000 miles',
    ['charging.drive_belt'],
  ),
  c(
    'https://boards.straightdope.com/t/my-car-squeals-when-it-first-starts-up/294738',
    'car squeals when it first starts, louder with revs, goes away after half a minute of driving',
    ['charging.drive_belt'],
  ),
  c(
    'https://winenfood.com/reasons-a-car-squeals-when-starting-then-stops',
    'screech from the engine bay the moment i turn the key, then it stops after a few seconds',
    ['charging.drive_belt'],
  ),
  c(
    'https://www.gordonautomotive.com/blog/archives/november-2021',
    'struggling to keep the car between the lines, it keeps pulling',
    ['tyres.alignment', 'tyres.slow_puncture'],
  ),
  c('https://pro.autospt.com/electric/131656.html', 'my car pulls to one side', [
    'tyres.slow_puncture',
    'tyres.alignment',
  ]),
  c(
    'https://proauto1.com/blog/5-reasons-why-your-car-is-pulling-in-one-direction',
    'veering to one side when driving straight and the steering wheel sits crooked',
    ['tyres.alignment'],
  ),
  c(
    'https://eatsip365.com/how-you-can-fix-a-car-that-pulls-to-the-left',
    'if i let go of the wheel on a straight road the truck heads for the left shoulder',
    ['tyres.slow_puncture', 'tyres.alignment'],
  ),
  c(
    'https://www.kirksautocare.com/why-does-my-car-pull-to-one-side/',
    'car pulls to the right ever since i hit a deep pothole',
    ['tyres.alignment'],
  ),
  c(
    'https://visualfoodie.com/a-guide-to-fixing-a-car-pulling-at-high-speeds',
    'persistent tug on the steering wheel at highway speed, constantly correcting',
    ['tyres.alignment', 'tyres.slow_puncture'],
  ),
  c(
    'https://visualfoodie.com/solutions-for-a-car-that-is-vibrating-at-60-mph',
    'at 60 mph a vibration starts in the steering wheel, smooths out a bit faster',
    ['tyres.wheel_balance'],
  ),
  c(
    'https://eatsip365.com/steps-to-stop-a-car-that-shimmies-at-70-mph',
    'steering wheel dances in my hands from about 70 mph, no flat tyre',
    ['tyres.wheel_balance'],
  ),
  c(
    'https://winenfood.com/top-causes-of-a-car-vibrating-at-60-mph',
    'road trip, the wheel starts humming with vibration once i reach 60 mph',
    ['tyres.wheel_balance'],
  ),
  c(
    'https://eatsip365.com/how-to-diagnose-a-car-that-shakes-at-60-mph',
    'the steering jitters right at 60, a wheel weight may have come off',
    ['tyres.wheel_balance'],
  ),
  c(
    'https://winenfood.com/fixing-a-car-that-shakes-over-60-mph',
    'faint hum at 55 then the steering wheel shimmies past 60 mph',
    ['tyres.wheel_balance'],
  ),
  c(
    'https://eatsip365.com/top-reasons-for-an-oil-leak-when-parked',
    'dark greasy puddle on the garage floor right under the engine every morning',
    ['leaks.valve_cover_gasket', 'leaks.oil_sump_drain_plug'],
  ),
  c('https://howtofixacar.info/?p=1913', 'car leaking oil when parked, small drips under the engine', [
    'leaks.valve_cover_gasket',
    'leaks.oil_sump_drain_plug',
    'leaks.oil_filter_loose',
  ]),
  c(
    'https://www.mendmotor.com/why-is-my-car-leaking-oil-when-parked/',
    'dark oil stain on my driveway where the car sits, oil on top of the engine too',
    ['leaks.valve_cover_gasket', 'leaks.oil_sump_drain_plug'],
  ),
  c(
    'https://engineerfix.com/why-is-there-an-oil-leak-when-parked',
    'brown oily drops under the car after it cools down',
    ['leaks.valve_cover_gasket', 'leaks.oil_sump_drain_plug'],
  ),
  c(
    'https://visualfoodie.com/when-to-worry-about-your-car-heater',
    'heater blows cold and the temperature needle stays near C after 15 minutes of driving',
    ['cooling.thermostat_stuck_open'],
  ),
  c(
    'https://eatsip365.com/troubleshooting-a-car-heater-that-fails-on-the-move',
    'heater gives icy air and the temp gauge never gets to the middle',
    ['cooling.thermostat_stuck_open'],
  ),
  c(
    'https://us.ok.com/ask/why-is-my-car-not-heating-up/',
    'my car is not heating up, engine takes forever to warm',
    ['cooling.thermostat_stuck_open', 'cooling.coolant_leak'],
  ),
  c(
    'https://pro.autospt.com/electric/147967.html',
    'no heat from the vents and the temperature gauge stays low',
    ['cooling.thermostat_stuck_open', 'cooling.coolant_leak'],
  ),
  c(
    'https://pro.autospt.com/engine/118610.html',
    'temperature gauge does not move at all but the heater works fine',
    ['cooling.temp_sensor'],
  ),
  c(
    'https://winenfood.com/fixing-a-cars-grinding-noise-when-starting',
    'horrible metal on metal grinding the second i turn the key',
    ['starting.starter_motor'],
  ),
  c(
    'https://visualfoodie.com/explaining-the-car-grinding-noise-when-starting',
    'grind that lasts a second too long when i start the engine',
    ['starting.starter_motor'],
  ),
  c(
    'https://mycarhasissues.com/noises/grinding-when-starting-engine',
    'harsh crunching like teeth clashing when i press start, takes a few tries',
    ['starting.starter_motor'],
  ),
  c(
    'https://eatsip365.com/can-you-fix-a-cars-startup-grinding-noise',
    'short sharp zzzing grind right after the engine fires and i let go of the key',
    ['starting.starter_motor'],
  ),
  c(
    'https://www.autoupkeep.com/auto-repair-qa/electrical-system/starter-grinding/',
    'grinding noise only when starting, car runs fine afterwards',
    ['starting.starter_motor'],
  ),
  c(
    'https://winenfood.com/a-diy-guide-to-fixing-a-car-rattle-noise-at-idle',
    'tinny clink rattle only when stopped at a red light, gone when i touch the gas',
    ['exhaust.rattle_heat_shield'],
  ),
  c(
    'https://visualfoodie.com/heat-shield-rattle-under-your-car-at-an-idle',
    'metallic buzzing from under the car only at idle, like a wasp in a tin can',
    ['exhaust.rattle_heat_shield'],
  ),
  c(
    'https://eatsip365.com/your-diagnostic-rattle-under-car-at-idle-checklist',
    'metallic chatter under my accord at idle that vanishes when i accelerate',
    ['exhaust.rattle_heat_shield'],
  ),
  c(
    'https://www.thoughtco.com/avoiding-muffler-repair-tighten-one-bolt-281401',
    'rattle underneath like a tin can full of rocks',
    ['exhaust.rattle_heat_shield'],
  ),
  c(
    'https://visualfoodie.com/how-serious-is-a-rattle-under-your-car-at-an-idle',
    'clatter rattle from beneath my feet when i shift into park and idle',
    ['exhaust.rattle_heat_shield'],
  ),
  c(
    'https://engineerfix.com/why-does-my-car-sound-like-a-motorcycle-when-i-accelerate',
    'my car sounds like a motorcycle when i accelerate',
    ['exhaust.muffler_hole', 'exhaust.manifold_leak'],
  ),
  c(
    'https://visualfoodie.com/a-guide-to-fixing-a-loud-accelerating-car',
    'every time i press the gas my pickup gives a deep embarrassing roar',
    ['exhaust.muffler_hole'],
  ),
  c(
    'https://eatsip365.com/common-reasons-a-car-gets-louder-on-acceleration',
    'going uphill the quiet hum turned into a deep guttural roar when i press the pedal',
    ['exhaust.muffler_hole', 'exhaust.manifold_leak'],
  ),
  c(
    'https://engineerfix.com/why-is-my-exhaust-suddenly-loud',
    'exhaust suddenly got very loud, deep rumble',
    ['exhaust.muffler_hole'],
  ),
  c(
    'https://eatsip365.com/how-leaks-make-a-car-sound-louder-when-accelerating',
    'pulling onto the highway the old wagon roared like a muscle car',
    ['exhaust.muffler_hole'],
  ),
  c(
    'http://www.happyjaps.com/wordpress/2008/09/24/check-engine-lights-and-your-fuel-cap/',
    'check engine light came on, i think i forgot the fuel cap at the pump',
    ['fuel.evap_cap'],
  ),
  c(
    'https://eatsip365.com/fixing-a-check-light-from-pumping-gas-with-car-on',
    'left the engine running while filling up and now the check engine light is on',
    ['fuel.evap_cap'],
  ),
  c(
    'https://dailycarcheck.com/check-engine-light-after-refueling-loose-gas-cap-vs-evap-fault-13',
    'engine light lit up soon after a fill up, car drives normally',
    ['fuel.evap_cap'],
  ),
  c(
    'https://eatsip365.com/pumping-gas-on-can-trigger-a-check-engine-light',
    'less than a mile from the gas station the check engine light came on',
    ['fuel.evap_cap'],
  ),
  c(
    'https://visualfoodie.com/why-your-check-engine-light-is-on-after-pumping-gas',
    'just filled the tank and the check engine light came on, how can something be wrong already',
    ['fuel.evap_cap'],
  ),
  c(
    'https://pro.autospt.com/engine/128428.html',
    'rhythmic knock from the engine that speeds up with rpm, oil pressure light flickers',
    ['engine.rod_knock', 'engine.low_oil'],
  ),
  c(
    'https://pro.autospt.com/engine/120111.html',
    'deep knocking in the bottom of the engine getting louder as i rev',
    ['engine.rod_knock'],
  ),
  c(
    'https://eatsip365.com/why-a-car-is-making-a-knocking-sound-faster',
    'hollow thok thok thok from the engine bay that gets faster when revved, turned out two quarts low on oil',
    ['engine.low_oil', 'engine.rod_knock'],
  ),
  c(
    'https://engineerfix.com/can-low-oil-cause-engine-knocking',
    'can low oil make the engine knock, mine started rattling',
    ['engine.low_oil', 'engine.rod_knock'],
  ),
  c(
    'https://engineneeds.com/engine-knocking-sounds-low-oil',
    'metallic thump thump from the engine getting faster as i accelerate and the dipstick is nearly dry',
    ['engine.low_oil'],
  ),
  c(
    'https://driveondiesel.com/oem-5010803r92-international-navistar-maxxforce-7-high-pressure-turbo-assembly-2010-2012-3920.html',
    'diesel truck struggles towing uphill, loud whistling under load and dark smoke',
    ['diesel.turbo'],
    'diesel',
  ),
  c(
    'https://feeddi.com/what-are-the-first-signs-of-turbo-failure-in-diesel',
    'diesel feels sluggish, high pitched whine when accelerating, using more oil',
    ['diesel.turbo'],
    'diesel',
  ),
  c(
    'https://www.napertruckcenter.com/articles/signs-your-trucks-turbocharger-is-failing',
    'my diesel truck lost power and makes a siren like noise, blue grey smoke',
    ['diesel.turbo'],
    'diesel',
  ),
  c(
    'https://nampadieseltruckandautorepair.com/5-warning-signs-your-diesel-turbo-needs-attention',
    'diesel feels lazy merging and passing, a whine spins up when i accelerate',
    ['diesel.turbo', 'diesel.boost_leak'],
    'diesel',
  ),
  c(
    'https://turbolab.co.za/turbo-failure',
    'boost gauge does not climb like before and there is a jet like whine',
    ['diesel.turbo', 'diesel.boost_leak'],
    'diesel',
  ),
  c(
    'https://www.corvetteforum.com/forums/c5-tech/1360598-weird-dic-message-remove-key-wait-10-seconds.html',
    'dash says remove key and wait, the security system did not read my key and the engine stalls',
    ['starting.immobiliser_key'],
  ),
  c(
    'http://www.ehow.co.uk/how_7618801_car-wont-start-security-light.html',
    'my car wont start and the key shaped security light is flashing',
    ['starting.immobiliser_key'],
  ),
  c(
    'https://eatsip365.com/what-a-flashing-car-and-lock-symbol-means',
    'turned the key and nothing, a little car with a padlock keeps flashing on the dash',
    ['starting.immobiliser_key'],
  ),
  c(
    'https://eatsip365.com/what-a-flashing-red-key-dashboard-symbol-means',
    'engine will not start and a red key light blinks on the dashboard',
    ['starting.immobiliser_key'],
  ),
  c(
    'https://us.ok.com/ask/why-is-my-security-light-blinking-and-my-car-won-t-start/',
    'why is my security light blinking and the car will not start',
    ['starting.immobiliser_key'],
  ),
  c(
    'https://eatsip365.com/finding-the-cause-of-a-sweet-smell-in-your-car',
    'sweet maple syrup smell inside the car and a small drip of bright green liquid under the hood',
    ['cooling.coolant_leak', 'cooling.burst_hose'],
  ),
  c(
    'https://winenfood.com/a-sweet-smell-from-your-car-is-likely-a-coolant-leak',
    'syrupy sweet smell driving up a long hill and a green puddle where i park',
    ['cooling.coolant_leak'],
  ),
  c(
    'https://eatsip365.com/a-mechanics-view-on-a-car-coolant-smell',
    'sickly sweet smell from the engine after a long drive',
    ['cooling.coolant_leak'],
  ),
  c(
    'https://winenfood.com/what-a-sweet-car-smell-could-mean-for-your-engine',
    'a sweet candy smell comes through the vents while i drive',
    ['cooling.coolant_leak', 'cooling.burst_hose'],
  ),
  c(
    'https://stangnet.com/mustang-forums/threads/3rd-gear.453319/post-4075879',
    'shifting into 3rd it grinds like i am missing the gear, goes in if i shift slowly',
    ['transmission.manual_synchro'],
    'manual',
  ),
  c(
    'https://www.antlersps.com/Understanding-Gear-Grind--Why-Manual-Transmissions-Sometimes-Grind-When-Shifting-into-Second-Gear',
    'my manual grinds when i shift into second gear',
    ['transmission.manual_synchro'],
    'manual',
  ),
  c(
    'https://eatsip365.com/troubleshooting-switching-to-second-gear-issues',
    'awful crunch going from first to second and sometimes it refuses to go in',
    ['transmission.manual_synchro'],
    'manual',
  ),
  c(
    'https://deku.org.uk/?p=1203',
    'shifting into second feels rough, the shifter resists and it grinds',
    ['transmission.manual_synchro'],
    'manual',
  ),
  c(
    'https://www.cartechhome.com/2019/03/what-causes-grinding-gears.html',
    'grinding when changing into every gear, clutch pedal pressed fully',
    ['transmission.clutch_hydraulics'],
    'manual',
  ),
  c(
    'https://winenfood.com/diagnosing-manual-car-shifting-problems',
    'metal on metal grind shifting gears, clutch fluid reservoir was low',
    ['transmission.clutch_hydraulics'],
    'manual',
  ),
  // Added for issue #13 Done-when 4 (second collection round): pages found with owner-style symptom
  // searches (brakes, cooling, wheels, AC, gearbox, starting, charging, smells, diesel, steering).
  // Expected ids follow each page's answer, written before any engine run.
  c(
    'https://www.cartechhome.com/2013/10/car-shakes-when-braking.html',
    'the whole car shudders when i press the brake pedal, my passenger can feel it too',
    ['brakes.warped_discs', 'suspension.wheel_bearing'],
  ),
  c(
    'https://physicsgurus.com/45975/why-does-my-car-shake-when-braking',
    'why does my car shake every time i slow down with the brakes',
    ['brakes.warped_discs'],
  ),
  c(
    'https://www.bugliautos.com/why-does-your-car-shake-when-it-stops/',
    'coming up to a red light i brake gently and the steering wheel shakes wildly',
    ['brakes.warped_discs'],
  ),
  c(
    'https://autocareaids.com/why-does-my-car-overheats-in-traffic-not-on-highway/',
    'temperature swings to red in stop and go traffic but stays normal on the highway',
    ['cooling.radiator_fan'],
  ),
  c(
    'https://themotorguy.com/how-to-diagnose-a-car-that-overheats-in-traffic-but-not-on-highway/',
    'engine runs hot sitting in traffic and cools back down once i get moving at speed',
    ['cooling.radiator_fan'],
  ),
  c(
    'https://www.apexautomotivegroupusa.com/blog/why-does-my-car-overheat-in-traffic',
    'gauge creeps up at long lights and in the drive-through line, normal on the open road',
    ['cooling.radiator_fan', 'cooling.coolant_leak'],
  ),
  c(
    'https://pro.autospt.com/engine/164222.html',
    'steering wheel shakes around 40 mph and smooths out by 60',
    ['tyres.wheel_balance'],
  ),
  c(
    'https://reliantautorepair.com/shaky-steering-while-driving/',
    'steering starts vibrating when i reach 60 on the highway and shakes even worse when i brake',
    ['tyres.wheel_balance', 'brakes.warped_discs'],
  ),
  c(
    'https://www.ericthecarguy.com/faq/determining-the-causes-of-vehicle-vibrations/tire-and-wheel-problems',
    'steering wheel vibration at 55 to 60 mph that goes away if i drive slower or faster',
    ['tyres.wheel_balance'],
  ),
  c(
    'https://ridleyroad.co.uk/cars/why-does-my-steering-wheel-shake-at-60-mph/',
    'my steering wheel shakes when i cruise at 60 mph',
    ['tyres.wheel_balance'],
  ),
  c(
    'https://www.centralautocare.ca/why-is-my-car-pulling-to-the-right-when-im-driving-straight/',
    'car keeps drifting right on a straight road and i have to keep correcting the wheel',
    ['tyres.alignment', 'tyres.slow_puncture'],
  ),
  c(
    'https://joesslingerservice.com/why-is-my-car-pulling-to-the-right',
    'my car pulls to the right when i drive',
    ['tyres.alignment', 'brakes.sticking_caliper'],
  ),
  c(
    'https://www.aamcoboardmanoh.com/why-your-car-pulls-right-when-driving/',
    'hard to stay in my lane, the car wanders right if i let go of the wheel for a few seconds',
    ['tyres.alignment'],
  ),
  c('https://engineerfix.com/why-does-my-car-ac-blow-warm-air/', 'my ac blows warm air instead of cold', [
    'ac.low_refrigerant',
  ]),
  c(
    'https://hyrautoparts.com/blog/why-is-my-car-ac-blowing-hot-air',
    'ac slowly got weaker and now it blows warm, worst in traffic on hot days',
    ['ac.low_refrigerant'],
  ),
  c(
    'https://affordableautohopkins.com/why-is-my-cars-air-conditioner-blowing-warm-air/',
    'switched the air con on for summer and the car will not get cold, the vents blow warm',
    ['ac.low_refrigerant'],
  ),
  c(
    'https://cjautoservicesllc.com/why-is-my-car-ac-blowing-warm-air/',
    'i turn the fan all the way up but the vents keep pushing out warm air',
    ['ac.low_refrigerant', 'ac.compressor'],
  ),
  c(
    'https://gpnews250.com/unraveling-the-mystery-of-my-cars-ac-blowing-warm-air/',
    'scorching day and the air conditioning suddenly blows warm air at me',
    ['ac.low_refrigerant', 'ac.compressor'],
  ),
  c(
    'https://visualfoodie.com/symptoms-of-a-slipping-automatic-transmission',
    'merging onto the highway the rpm shot up but the car barely picked up speed',
    ['transmission.atf_low'],
    'auto',
  ),
  c(
    'https://autos.visualstories.com/automatic-transmission-slipping',
    'revs jump past 3000 but the car lags behind, and downshifts feel slow',
    ['transmission.atf_low', 'transmission.auto_shift_solenoid'],
    'auto',
  ),
  c(
    'https://engineerfix.com/what-causes-transmission-slipping-when-accelerating/',
    'when i press the gas the engine revs climb but the speed stays lazy, worse up hills',
    ['transmission.atf_low'],
    'auto',
  ),
  c(
    'https://nissankaengine.com/car-clicking-and-wont-start',
    'i turn the key and just get rapid clicking, the engine does not crank',
    ['starting.weak_battery', 'charging.battery_terminals'],
  ),
  c(
    'https://eatsip365.com/solving-a-car-not-starting-clicking-noise',
    'one loud clack when i turn the key and then nothing, the dash lights stay bright',
    ['starting.starter_motor'],
  ),
  c(
    'https://eatsip365.com/fixing-a-cars-clicking-noise-when-it-wont-start',
    'my old civic just goes click click click in the parking lot when i try to start it',
    ['charging.battery_terminals', 'starting.weak_battery'],
  ),
  c(
    'https://visualfoodie.com/a-guide-to-fixing-a-car-startup-sound',
    'car only gave a sad click click click and would not start, there is white crud on the battery',
    ['charging.battery_terminals'],
  ),
  c(
    'https://barrysautobody.com/burning-smell-after-driving-causes',
    'after i park i smell something burning around the car, like hot oil',
    ['leaks.valve_cover_gasket', 'leaks.oil_filter_loose'],
  ),
  c(
    'https://hotelsabruzzo.com/why-does-it-smell-like-something-is-burning-in-my-car',
    'it smells like something is burning in my car, an acrid oily smell',
    ['leaks.valve_cover_gasket'],
  ),
  c(
    'https://nissankaengine.com/check-engine-light-on-car-shakes-when-idle',
    'check engine light is on and the car shakes when it idles',
    ['ignition.spark_plugs', 'ignition.ignition_coil', 'fuel.vacuum_leak'],
  ),
  c(
    'https://winenfood.com/understanding-the-car-shaking-idle-check-engine-light',
    'rhythmic shudder while sitting at a red light and then the check engine light came on',
    ['ignition.ignition_coil', 'ignition.spark_plugs'],
  ),
  c(
    'https://visualfoodie.com/car-shake-at-idle-with-check-engine-light-guide',
    'car shakes at a red light with the check engine light on, and i hear a faint hiss near the intake',
    ['fuel.vacuum_leak'],
  ),
  c(
    'https://eatsip365.com/why-a-car-squeals-on-startup-then-stops',
    'piercing squeal for a minute every morning when i start it, then it goes quiet',
    ['charging.drive_belt'],
  ),
  c(
    'https://winenfood.com/reasons-a-car-squeals-at-startup-and-then-stops',
    'on cold damp mornings it shrieks under the hood at startup and stops after half a minute',
    ['charging.drive_belt'],
  ),
  c(
    'https://www.freecardiagnostic.com/2019/12/clicking-sound-turning-steering-wheel.html',
    'clicking from the front end when i turn the steering wheel while driving',
    ['transmission.cv_joint'],
  ),
  c(
    'https://engineerfix.com/why-is-my-car-clicking-when-i-turn-the-steering-wheel',
    'rapid clicking noise when i turn sharply and give it gas',
    ['transmission.cv_joint'],
  ),
  c(
    'https://pro.autospt.com/engine/63076.html',
    'clicking and thumping sounds when i turn the steering wheel',
    ['transmission.cv_joint', 'steering.tie_rod_ends'],
  ),
  c(
    'https://visualfoodie.com/troubleshooting-the-car-battery-warning-light',
    'red battery light lit up on a long road trip but the car is still running fine',
    ['charging.alternator'],
  ),
  c(
    'https://winenfood.com/understanding-a-dimming-car-light-warning',
    'driving at night my headlights keep dimming and brightening',
    ['charging.alternator'],
  ),
  c(
    'http://curiosity.discovery.com/question/cars-lights-starts-to-dim',
    'what does it mean when my car lights start to get dim',
    ['charging.alternator'],
  ),
  c(
    'https://eatsip365.com/car-making-a-humming-noise-wheel-bearing-issues',
    'low hum that follows my road speed not the engine, louder when i veer left',
    ['suspension.wheel_bearing'],
  ),
  c(
    'https://flexfixmechanic.com/blog/wheel-bearing-noise-what-that-humming-sound-means',
    'growling noise that gets louder with speed and changes when i turn',
    ['suspension.wheel_bearing'],
  ),
  c(
    'https://us.ok.com/ask/what-causes-the-engine-rpm-to-increase-without-speed-gain-in-a-manual-transmission',
    'engine roars and the rpm goes up but the speed will not build, and there is a burning smell',
    ['transmission.clutch_worn'],
    'manual',
  ),
  c(
    'https://www.carcontrolarm.com/news/diagnosing_clutch_performance_issues-99018.html',
    'car starts out slowly while the engine races, mostly in the higher gears',
    ['transmission.clutch_worn'],
    'manual',
  ),
  c(
    'http://kyowaaikido.com/2022/12/19/why-the-clutch-might-be-slipping-with-your-manual-car/',
    'rpm rises but the car does not accelerate, and it struggles up hills now',
    ['transmission.clutch_worn'],
    'manual',
  ),
  c(
    'https://visualfoodie.com/car-heater-issues-during-the-winter-season',
    'heater was fine yesterday, this freezing morning it blows ice cold air at me',
    ['cooling.thermostat_stuck_open'],
  ),
  c(
    'https://dynastyautobody.com/tag/car-heater',
    'heat has been on for a few minutes and it is still blowing cold air',
    ['cooling.coolant_leak', 'cooling.thermostat_stuck_open'],
  ),
  c(
    'https://engineerfix.com/why-does-my-car-smell-like-rotten-eggs-2/',
    'car smells like rotten eggs when i accelerate',
    ['exhaust.catalytic_converter'],
  ),
  c(
    'https://winenfood.com/when-your-car-smells-like-rotten-eggs',
    'sulfur smell filled the cabin while i was driving',
    ['exhaust.catalytic_converter'],
  ),
  c(
    'https://pro.autospt.com/engine/141841.html',
    'diesel is a pain to start when it is cold, then puffs white smoke once it fires',
    ['diesel.glow_plugs'],
    'diesel',
  ),
  c(
    'https://us.ok.com/ask/what-causes-a-diesel-vehicle-to-emit-white-smoke-and-fail-to-start',
    'old diesel pickup will not start in the morning and blows white smoke',
    ['diesel.water_in_fuel', 'diesel.glow_plugs'],
    'diesel',
  ),
  c(
    'https://www.completeautore.com/why-is-my-diesel-truck-hard-to-start-when-it-s-cold',
    'diesel truck cranks forever on cold mornings but is fine in mild weather',
    ['diesel.glow_plugs', 'starting.weak_battery'],
    'diesel',
  ),
  c(
    'https://www.aa1car.com/library/brake_pedal_sinks.htm',
    'brake pedal slowly sinks toward the floor when i hold it at a stop, no leaks to be seen',
    ['brakes.master_cylinder'],
  ),
  c(
    'https://vehicleruns.com/troubleshooting/brake-pedal-sinks-at-red-light/',
    'pedal feels normal at first but then creeps down while i wait at a red light',
    ['brakes.master_cylinder', 'brakes.fluid_leak'],
  ),
  c(
    'https://en.paperblog.com/steering-wheel-hard-to-turn-at-low-speeds-2205950',
    'steering is sometimes hard to turn at low speeds',
    ['steering.ps_pump'],
  ),
  c(
    'https://engineerfix.com/why-is-my-steering-wheel-hard-to-turn-all-of-a-sudden',
    'all of a sudden my steering wheel got really heavy to turn',
    ['steering.ps_fluid_leak', 'steering.ps_pump'],
  ),
  c(
    'https://us.ok.com/ask/what-does-white-smoke-mean-on-a-car',
    'thick white smoke from the exhaust and it smells sweet',
    ['cooling.head_gasket'],
  ),
  c(
    'https://hotelsabruzzo.com/how-can-you-tell-if-your-car-is-burning-coolant',
    'i keep topping off the coolant with no puddles under the car, and white smoke comes from the tailpipe',
    ['cooling.head_gasket'],
  ),
  c(
    'https://visualfoodie.com/the-link-between-coolant-and-white-car-smoke',
    'climbing a hill on a hot day a thick white cloud trailed behind me with a sweet smell',
    ['cooling.head_gasket'],
  ),
  // Third collection round (issue #13): battery drain, ABS light, exhaust roar, oil spots, slow
  // punctures, AC smell and water, fuel cap, low-oil knock, potholes, clunk into gear, synchros.
  c(
    'https://eatsip365.com/the-top-reasons-a-car-battery-drains-overnight',
    'went out at six in the morning and the battery had drained overnight, it was fine the evening before',
    ['charging.parasitic_drain'],
  ),
  c('https://pro.autospt.com/repair/160877.html', 'the abs warning light came on', ['brakes.abs_sensor']),
  c('https://us.ok.com/ask/what-does-abs-light-mean-in-car', 'what does the abs light on my dashboard mean', [
    'brakes.abs_sensor',
  ]),
  c('https://motoristcare.com/what-does-abs-light-mean/', 'abs light comes on after starting and stays on', [
    'brakes.abs_sensor',
  ]),
  c(
    'https://winenfood.com/safety-concerns-when-a-car-sounds-like-a-motorcycle',
    'a low rumble turned into a roar, my wagon sounds like a motorcycle now',
    ['exhaust.muffler_hole', 'exhaust.manifold_leak'],
  ),
  c(
    'https://eatsip365.com/when-a-car-sounding-louder-is-a-serious-issue',
    'low rumble from underneath kept getting louder on the drive until it roared',
    ['exhaust.muffler_hole'],
  ),
  c(
    'https://visualfoodie.com/reasons-for-a-suddenly-loud-car-exhaust-sound',
    'all of a sudden a deafening roar from under my pickup',
    ['exhaust.muffler_hole'],
  ),
  c(
    'https://winenfood.com/top-causes-of-a-car-oil-leak-on-a-driveway',
    'dark greasy spot on the driveway under the engine, a few drips every night',
    ['leaks.valve_cover_gasket', 'leaks.oil_sump_drain_plug'],
  ),
  c(
    'https://engineerfix.com/why-is-my-tire-going-flat-without-a-hole',
    'one tyre keeps going low every week but i cannot find a hole in it',
    ['tyres.slow_puncture'],
  ),
  c(
    'https://www.carphanatics.com/?p=2615',
    'tire pressure light keeps coming back for the same tire every few days, no nail in it',
    ['tyres.slow_puncture'],
  ),
  c(
    'https://seasontire.com/why-is-my-tire-losing-air-with-no-visible-leak',
    'my tire is losing air but there is no visible leak',
    ['tyres.slow_puncture'],
  ),
  c(
    'https://engineerfix.com/why-your-car-ac-stinks-when-first-turned-on',
    'ac smells like a gym locker when i first switch it on',
    ['ac.evaporator_mould'],
  ),
  c(
    'https://www.bcautocenter.com/blog/what-s-that-mildew-smell-when-i-first-start-the-car',
    'mildew smell comes out of the vents when i start the car with the air con on',
    ['ac.evaporator_mould', 'ac.cabin_filter_blower'],
  ),
  c(
    'https://eatsip365.com/how-ac-issues-cause-a-car-to-smell-musty',
    'every time i turn the ac up it smells like a damp basement',
    ['ac.evaporator_mould'],
  ),
  c(
    'https://eatsip365.com/pumping-gas-and-the-check-engine-light-explained',
    'check engine light pops on right after i fill up the tank',
    ['fuel.evap_cap'],
  ),
  c(
    'https://uklitemagazine.com/check-engine-light-on-gas-cap-loose',
    'engine light turned on just after refuelling',
    ['fuel.evap_cap'],
  ),
  c(
    'https://engineerfix.com/does-an-engine-make-noise-when-oil-is-low',
    'light tapping from the top of the engine near the valve cover',
    ['engine.low_oil', 'engine.valve_clearance'],
  ),
  c(
    'https://community.cartalk.com/t/water-leak-on-passenger-side-floor/18547',
    'after running the ac a few minutes the passenger side carpet is soaked, it is plain water',
    ['leaks.ac_condensation'],
  ),
  c(
    'https://blog.denlorstools.com/2012/02/water-on-passenger-side-floor-of-car',
    'sloshing sound behind the glovebox with the ac on and next morning the passenger floor was wet',
    ['leaks.ac_condensation'],
  ),
  c(
    'https://engineerfix.com/why-is-water-leaking-on-the-passenger-side-floor-when-ac-is-on',
    'water on the passenger side floor whenever the ac is on',
    ['leaks.ac_condensation'],
  ),
  c(
    'https://sriksai.blogspot.com/2014/01/how-badly-potholes-can-damage-your-cars.html',
    'hit a deep pothole and now the car vibrates',
    ['tyres.bent_rim', 'tyres.wheel_balance'],
  ),
  c(
    'http://kenwoodtiremobile.com/tag/wheel-damage/',
    'a pothole swallowed my wheel, now there is a bulge on the side of the tyre and a vibration on the highway',
    ['tyres.sidewall_bulge', 'tyres.bent_rim'],
  ),
  c(
    'https://winenfood.com/telltale-vibrations-from-a-bent-car-rim',
    'low rhythmic wobble in the steering wheel around 60 since i hit a pothole last week',
    ['tyres.bent_rim'],
  ),
  c(
    'https://engineerfix.com/why-does-my-car-clunk-when-i-put-it-in-drive',
    'loud clunk when i move the shifter from park into drive',
    ['engine.engine_mounts'],
    'auto',
  ),
  c(
    'https://www.latimes.com/archives/la-xpm-1985-06-20-vw-10220-story.html',
    'my four wheel drive wagon clunks when i put it in reverse, and things feel like they come together when i start out',
    ['transmission.propshaft_ujoint', 'engine.engine_mounts'],
  ),
  c(
    'https://pro.autospt.com/electric/156781.html',
    'clunk when i shift the automatic out of park',
    ['engine.engine_mounts'],
    'auto',
  ),
  c(
    'https://visualfoodie.com/solving-your-manual-transmission-issues',
    'metal on metal grind shifting from second to third in my old civic',
    ['transmission.manual_synchro'],
    'manual',
  ),
  // Fourth collection round (issue #13): horn, power windows, starting only in neutral, turbo whistle.
  c(
    'https://www.autoupkeep.com/auto-repair-qa/electrical-system/horn-stopped-working/',
    'my horn stopped working, is there something i can check myself',
    ['electrical.blown_fuse', 'electrical.horn'],
  ),
  c(
    'https://www.reference.com/vehicles/reasons-car-horn-might-work-d342c24775f8a220',
    'why would my car horn not work',
    ['electrical.blown_fuse', 'electrical.horn'],
  ),
  c(
    'https://us.ok.com/ask/how-to-fix-a-car-horn-that-doesn-t-work',
    'horn went silent while i was driving and the horn button feels a bit loose',
    ['electrical.horn', 'electrical.blown_fuse'],
  ),
  c('https://rihot.com/faulty-or-non-working-car-horn', 'car horn does not work when i press it', [
    'electrical.blown_fuse',
    'electrical.horn',
  ]),
  c(
    'https://engineerfix.com/how-to-fix-a-window-regulator-cable',
    'i press the window switch, the motor runs with a crunching noise but the glass does not move',
    ['electrical.window_regulator'],
  ),
  c(
    'https://beasts.cc/why-your-cars-power-windows-suddenly-stop-working-troubleshooting-common-issues.html/amp',
    'my power window suddenly stopped working',
    ['electrical.window_regulator', 'electrical.blown_fuse'],
  ),
  c(
    'https://winenfood.com/explaining-your-car-window-mechanism',
    'at the drive-thru the window went down an inch, shuddered and stopped dead',
    ['electrical.window_regulator'],
  ),
  c(
    'https://carproblemfix.com/car-wont-start-in-park-but-starts-in-neutral',
    'it will not start in park but starts right up in neutral',
    ['starting.neutral_safety_switch'],
    'auto',
  ),
  c(
    'https://engineerfix.com/why-does-my-car-start-in-neutral-but-not-in-park/',
    'car starts in neutral but not in park',
    ['starting.neutral_safety_switch'],
  ),
  c(
    'https://www.boston.com/cars/news-and-reviews/2015/06/16/my-car-only-starts-in-neutral/',
    'my 12 year old kia sometimes will not start in park, if i force the shifter into neutral it starts',
    ['starting.neutral_safety_switch'],
    'auto',
  ),
  c(
    'https://highwayandheavyparts.com/blog/diesel-turbocharger-sounds/',
    'the turbo whistle got louder and now there is low power and black smoke',
    ['diesel.boost_leak'],
    'diesel',
  ),
  c('https://ova.it.com/automotive-repair/why-is-my-turbo-whistling', 'why is my turbo whistling', [
    'diesel.boost_leak',
  ]),
  c(
    'https://essexturbos.com/why-does-your-turbo-whistle-when-accelerating/',
    'high pitched whistle from the turbo when i accelerate',
    ['diesel.boost_leak', 'diesel.turbo'],
    'diesel',
  ),
];

/** FNV-1a 32-bit hash of a string's UTF-8 bytes. */
export function fnv1a(text: string): number {
  let h = 0x811c9dc5;
  for (const b of new TextEncoder().encode(text)) {
    h ^= b;
    h = Math.imul(h, 0x01000193) >>> 0;
  }
  return h >>> 0;
}

/** The half a case belongs to: even hash of its URL → tuning, odd → held-out. Fixed rule. */
export function halfOf(url: string): 'tuning' | 'heldout' {
  return fnv1a(url) % 2 === 0 ? 'tuning' : 'heldout';
}

/** The tuning half: the only cases the knowledge base and the engine may be tuned on. */
export const TUNING_CASES: readonly OwnerCase[] = OWNER_CASES.filter((x) => halfOf(x.url) === 'tuning');
/** The held-out half: never used to tune anything; only measured. */
export const HELDOUT_CASES: readonly OwnerCase[] = OWNER_CASES.filter((x) => halfOf(x.url) === 'heldout');

/** The AI context for a case: what the source says about the car, nothing more. */
export function contextOf(x: OwnerCase): AiContextInput {
  if (x.car === 'manual') return { transmission: 'Manual' };
  if (x.car === 'auto') return { transmission: 'Automatic' };
  if (x.car === 'diesel') return { fuel_type: 'Diesel' };
  return {};
}
