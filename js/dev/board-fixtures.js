// Written by js/dev/board_fixtures.py: the generic board's positions. Never bundled.
export const scenarios = {
 "cards": {
  "game": "race_on_cards",
  "title": "Race on cards",
  "players": [
   {
    "name": "Ann",
    "kind": "human"
   },
   {
    "name": "Ben",
    "kind": "human"
   }
  ],
  "seat": 0,
  "view": {
   "total": 0,
   "target": 10,
   "current_player": 0,
   "over": false,
   "players": [
    {
     "seat": 0,
     "added": 0,
     "moves": 0
    },
    {
     "seat": 1,
     "added": 0,
     "moves": 0
    }
   ],
   "last_adds": [],
   "settings": {
    "target": 10,
    "steps": [
     1,
     2
    ]
   }
  },
  "moves": [
   {
    "id": "+1",
    "label": "add 1"
   },
   {
    "id": "+2",
    "label": "add 2"
   }
  ],
  "pieces": [
   {
    "kind": "counters",
    "label": "Race",
    "items": [
     {
      "name": "total",
      "value": 0
     },
     {
      "name": "target",
      "value": 10
     },
     {
      "name": "added by seat 1",
      "value": 0,
      "seat": 0
     },
     {
      "name": "added by seat 2",
      "value": 0,
      "seat": 1
     }
    ]
   },
   {
    "kind": "track",
    "label": "Added",
    "min": 0,
    "max": 10,
    "marks": [
     {
      "seat": 0,
      "value": 0
     },
     {
      "seat": 1,
      "value": 0
     }
    ]
   },
   {
    "kind": "cards",
    "label": "Play a card",
    "cards": [
     {
      "text": "+1",
      "face": "up",
      "tone": "good",
      "move": "+1",
      "name": "card +1"
     },
     {
      "text": "+2",
      "face": "up",
      "tone": "good",
      "move": "+2",
      "name": "card +2"
     },
     {
      "text": "deck",
      "face": "down",
      "name": "the deck"
     }
    ]
   },
   {
    "kind": "cards",
    "label": "Playing cards",
    "cards": [
     {
      "text": "7♥",
      "face": "up",
      "move": "+1",
      "name": "seven"
     },
     {
      "text": "10♦",
      "face": "up",
      "tone": "seat1"
     },
     {
      "text": "K♣",
      "face": "up"
     },
     {
      "text": "A♠",
      "face": "up",
      "tone": "muted"
     },
     {
      "text": "3",
      "face": "down",
      "name": "the pile"
     },
     {
      "text": "Joker",
      "face": "up"
     }
    ]
   },
   {
    "kind": "text",
    "label": "Last added",
    "text": "nothing yet"
   },
   {
    "kind": "players",
    "rows": [
     {
      "seat": 0,
      "text": "0 moves"
     },
     {
      "seat": 1,
      "text": "0 moves"
     }
    ]
   },
   {
    "kind": "text",
    "label": "Total",
    "text": "..........",
    "mono": true
   }
  ],
  "log_entries": [],
  "ply": 0,
  "settings": {
   "bot": "mcts",
   "sim_n": 200,
   "rollout": "random",
   "sim_seconds": 5,
   "pace": 0.6,
   "autoplay": true,
   "undo": "no peeking",
   "layout": "normal",
   "explain": false
  },
  "bots": [
   "random",
   "ismcts",
   "mcts"
  ],
  "rollout_bots": [
   "random"
  ],
  "error": {},
  "viewing": null,
  "busy": "",
  "outcomes": {}
 }
};
