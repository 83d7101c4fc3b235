/**
 * The Shell Roleplaying System (seed 001_d6872b0a781baa08.txt), as pure rules.
 *
 * Module             Seed sections
 * attributes         Primary Attributes (the chart: chp, max encumbrance, damage, AG's AT/DEF)
 * secondary          Secondary Attributes (bases and costs)
 * advantages         Advantages and Disadvantages (cost guideline), Other Characteristics
 *                    (ambidexterity, wealth), Character Races
 * skills             Skills, Skill Exp Costs (and the training table), Skill Groups, Combat Skills,
 *                    Magic Skills (arts are major)
 * point-buy          Characters: the point-buy builder tying the modules above together
 * encumbrance        Encumbrance Level; Other Characteristics (overweight); its effects from
 *                    Rounds, Attacks and Combat Fatigue
 * rolls              Attribute Rolls, Attribute Contests, Skill Rolls
 * fatigue            Fatigue (thresholds, the WP roll, rest), Combat Fatigue
 * maneuvers          Rounds (initiative, MV points), Maneuvers (incl. the charge bonus)
 * locations          Attack Modifiers (hit locations), Hit Location (which limb a hand or foot is on, the x4 brain)
 * weapons            Damage (bare hand), genre weapon notes (min ST, two-handed use, shields)
 * attack-value       Attacks (basic AT), Attack Modifiers (incl. the range chart)
 * defence            Attacks (block and dodge DEF), Ranged Attacks, Defences, Defence Modifiers
 * attack-table       Attacks (the 2d10 table and shield PR)
 * damage             Damage, Damage Type, Hit Location (skull DR), Damage to Objects
 * crippling          Hit Location (crippling thresholds, a hand or foot counting toward its limb)
 * injury             Damage (unconsciousness, death, stun), Damage Type (crushing stun, stun
 *                    damage), Hit Location (multipliers, crippling rolls)
 * close-combat       Close Combat (entering, takedown, pin)
 * resolve-attack     Attacks end to end: one roll traced, or the exact odds
 * recovery           Recovery (HP per day by HT)
 */
export * from './advantages';
export * from './attack-table';
export * from './attack-value';
export * from './attributes';
export * from './close-combat';
export * from './crippling';
export * from './damage';
export * from './defence';
export * from './encumbrance';
export * from './fatigue';
export * from './injury';
export * from './locations';
export * from './maneuvers';
export * from './modifiers';
export * from './point-buy';
export * from './problems';
export * from './recovery';
export * from './resolve-attack';
export * from './rolls';
export * from './secondary';
export * from './skills';
export * from './weapons';
