"""Game-agnostic machinery: the engine contract, errors, rules, randomness, records,
bots, simulations and the conformance kit. Nothing in here names a game."""
