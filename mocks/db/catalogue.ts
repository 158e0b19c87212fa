/**
 * Curated word lists the seeded world draws from. Faker only picks among these, so every fixture
 * reads like a film community rather than lorem ipsum.
 */

export interface Film {
  title: string
  year: number
  director: string
  genres: string[]
  tags: string[]
}

export const FILMS: readonly Film[] = [
  {
    title: 'The Shining',
    year: 1980,
    director: 'Stanley Kubrick',
    genres: ['Horror', 'Drama'],
    tags: ['isolation', 'hotel', 'slow burn', 'cult classic'],
  },
  {
    title: 'Alien',
    year: 1979,
    director: 'Ridley Scott',
    genres: ['Horror', 'Science Fiction'],
    tags: ['space', 'creature', 'practical effects', 'slow burn'],
  },
  {
    title: 'Parasite',
    year: 2019,
    director: 'Bong Joon-ho',
    genres: ['Thriller', 'Drama', 'Comedy'],
    tags: ['class', 'twist', 'award winner', 'world cinema'],
  },
  {
    title: 'Spirited Away',
    year: 2001,
    director: 'Hayao Miyazaki',
    genres: ['Animation', 'Fantasy', 'Family'],
    tags: ['hand drawn', 'coming of age', 'world cinema', 'award winner'],
  },
  {
    title: 'Chinatown',
    year: 1974,
    director: 'Roman Polanski',
    genres: ['Crime', 'Mystery', 'Drama'],
    tags: ['neo-noir', 'detective', 'los angeles'],
  },
  {
    title: 'Blade Runner',
    year: 1982,
    director: 'Ridley Scott',
    genres: ['Science Fiction', 'Thriller'],
    tags: ['neo-noir', 'dystopia', 'cult classic', 'synth score'],
  },
  {
    title: 'Get Out',
    year: 2017,
    director: 'Jordan Peele',
    genres: ['Horror', 'Thriller'],
    tags: ['social commentary', 'twist', 'debut'],
  },
  {
    title: 'The Godfather',
    year: 1972,
    director: 'Francis Ford Coppola',
    genres: ['Crime', 'Drama'],
    tags: ['family saga', 'award winner', 'epic'],
  },
  {
    title: 'Amélie',
    year: 2001,
    director: 'Jean-Pierre Jeunet',
    genres: ['Comedy', 'Romance'],
    tags: ['paris', 'feel good', 'world cinema', 'whimsical'],
  },
  {
    title: 'Mad Max: Fury Road',
    year: 2015,
    director: 'George Miller',
    genres: ['Action', 'Science Fiction'],
    tags: ['practical effects', 'chase', 'dystopia', 'award winner'],
  },
  {
    title: 'In the Mood for Love',
    year: 2000,
    director: 'Wong Kar-wai',
    genres: ['Romance', 'Drama'],
    tags: ['world cinema', 'slow burn', 'gorgeous cinematography'],
  },
  {
    title: 'The Thing',
    year: 1982,
    director: 'John Carpenter',
    genres: ['Horror', 'Science Fiction'],
    tags: ['isolation', 'practical effects', 'creature', 'cult classic'],
  },
  {
    title: 'Heat',
    year: 1995,
    director: 'Michael Mann',
    genres: ['Crime', 'Action', 'Thriller'],
    tags: ['heist', 'los angeles', 'epic'],
  },
  {
    title: 'Paddington 2',
    year: 2017,
    director: 'Paul King',
    genres: ['Family', 'Comedy'],
    tags: ['feel good', 'london', 'whimsical'],
  },
  {
    title: 'Portrait of a Lady on Fire',
    year: 2019,
    director: 'Céline Sciamma',
    genres: ['Romance', 'Drama'],
    tags: ['period piece', 'world cinema', 'gorgeous cinematography'],
  },
  {
    title: 'Hereditary',
    year: 2018,
    director: 'Ari Aster',
    genres: ['Horror', 'Drama'],
    tags: ['family saga', 'slow burn', 'debut'],
  },
  {
    title: 'Arrival',
    year: 2016,
    director: 'Denis Villeneuve',
    genres: ['Science Fiction', 'Drama'],
    tags: ['aliens', 'language', 'twist'],
  },
  {
    title: 'Dune: Part Two',
    year: 2024,
    director: 'Denis Villeneuve',
    genres: ['Science Fiction', 'Adventure'],
    tags: ['epic', 'desert', 'gorgeous cinematography'],
  },
  {
    title: 'Seven Samurai',
    year: 1954,
    director: 'Akira Kurosawa',
    genres: ['Action', 'Drama'],
    tags: ['epic', 'world cinema', 'black and white'],
  },
  {
    title: 'Some Like It Hot',
    year: 1959,
    director: 'Billy Wilder',
    genres: ['Comedy', 'Romance'],
    tags: ['black and white', 'feel good', 'screwball'],
  },
  {
    title: 'Double Indemnity',
    year: 1944,
    director: 'Billy Wilder',
    genres: ['Crime', 'Thriller'],
    tags: ['film noir', 'black and white', 'femme fatale'],
  },
  {
    title: 'The Third Man',
    year: 1949,
    director: 'Carol Reed',
    genres: ['Mystery', 'Thriller'],
    tags: ['film noir', 'black and white', 'vienna'],
  },
  {
    title: 'Psycho',
    year: 1960,
    director: 'Alfred Hitchcock',
    genres: ['Horror', 'Thriller'],
    tags: ['black and white', 'twist', 'slasher'],
  },
  {
    title: 'Halloween',
    year: 1978,
    director: 'John Carpenter',
    genres: ['Horror'],
    tags: ['slasher', 'synth score', 'cult classic'],
  },
  {
    title: 'The Wicker Man',
    year: 1973,
    director: 'Robin Hardy',
    genres: ['Horror', 'Mystery'],
    tags: ['folk horror', 'island', 'cult classic'],
  },
  {
    title: 'Midsommar',
    year: 2019,
    director: 'Ari Aster',
    genres: ['Horror', 'Drama'],
    tags: ['folk horror', 'daylight', 'slow burn'],
  },
  {
    title: 'Everything Everywhere All at Once',
    year: 2022,
    director: 'Daniel Kwan & Daniel Scheinert',
    genres: ['Science Fiction', 'Comedy', 'Action'],
    tags: ['multiverse', 'family saga', 'award winner'],
  },
  {
    title: 'My Neighbour Totoro',
    year: 1988,
    director: 'Hayao Miyazaki',
    genres: ['Animation', 'Family', 'Fantasy'],
    tags: ['hand drawn', 'feel good', 'world cinema'],
  },
  {
    title: 'Moonlight',
    year: 2016,
    director: 'Barry Jenkins',
    genres: ['Drama'],
    tags: ['coming of age', 'award winner', 'gorgeous cinematography'],
  },
  {
    title: 'The Grand Budapest Hotel',
    year: 2014,
    director: 'Wes Anderson',
    genres: ['Comedy', 'Adventure'],
    tags: ['whimsical', 'hotel', 'period piece'],
  },
  {
    title: 'Jaws',
    year: 1975,
    director: 'Steven Spielberg',
    genres: ['Thriller', 'Adventure'],
    tags: ['creature', 'summer', 'practical effects'],
  },
  {
    title: 'Stalker',
    year: 1979,
    director: 'Andrei Tarkovsky',
    genres: ['Science Fiction', 'Drama'],
    tags: ['slow cinema', 'world cinema', 'philosophical'],
  },
  {
    title: 'Tokyo Story',
    year: 1953,
    director: 'Yasujirō Ozu',
    genres: ['Drama'],
    tags: ['slow cinema', 'world cinema', 'black and white', 'family saga'],
  },
  {
    title: 'Oppenheimer',
    year: 2023,
    director: 'Christopher Nolan',
    genres: ['Drama', 'History'],
    tags: ['epic', 'award winner', 'biopic'],
  },
  {
    title: 'Past Lives',
    year: 2023,
    director: 'Celine Song',
    genres: ['Romance', 'Drama'],
    tags: ['debut', 'new york', 'slow burn'],
  },
  {
    title: 'The Zone of Interest',
    year: 2023,
    director: 'Jonathan Glazer',
    genres: ['Drama', 'History'],
    tags: ['world cinema', 'award winner', 'unsettling'],
  },
  {
    title: 'Anatomy of a Fall',
    year: 2023,
    director: 'Justine Triet',
    genres: ['Drama', 'Mystery'],
    tags: ['courtroom', 'world cinema', 'award winner'],
  },
  {
    title: 'Poor Things',
    year: 2023,
    director: 'Yorgos Lanthimos',
    genres: ['Comedy', 'Fantasy'],
    tags: ['period piece', 'whimsical', 'award winner'],
  },
  {
    title: 'Spider-Man: Into the Spider-Verse',
    year: 2018,
    director: 'Bob Persichetti, Peter Ramsey & Rodney Rothman',
    genres: ['Animation', 'Action', 'Family'],
    tags: ['multiverse', 'comic book', 'award winner'],
  },
  {
    title: 'The Princess Bride',
    year: 1987,
    director: 'Rob Reiner',
    genres: ['Adventure', 'Comedy', 'Family'],
    tags: ['feel good', 'fairy tale', 'cult classic'],
  },
  {
    title: 'Rear Window',
    year: 1954,
    director: 'Alfred Hitchcock',
    genres: ['Mystery', 'Thriller'],
    tags: ['single location', 'new york', 'suspense'],
  },
  {
    title: 'The Babadook',
    year: 2014,
    director: 'Jennifer Kent',
    genres: ['Horror', 'Drama'],
    tags: ['debut', 'grief', 'creature'],
  },
  {
    title: 'Whiplash',
    year: 2014,
    director: 'Damien Chazelle',
    genres: ['Drama', 'Music'],
    tags: ['jazz', 'obsession', 'award winner'],
  },
  {
    title: 'La La Land',
    year: 2016,
    director: 'Damien Chazelle',
    genres: ['Musical', 'Romance'],
    tags: ['los angeles', 'jazz', 'feel good'],
  },
  {
    title: 'Drive',
    year: 2011,
    director: 'Nicolas Winding Refn',
    genres: ['Crime', 'Thriller'],
    tags: ['neo-noir', 'synth score', 'los angeles'],
  },
  {
    title: 'Before Sunrise',
    year: 1995,
    director: 'Richard Linklater',
    genres: ['Romance', 'Drama'],
    tags: ['vienna', 'conversation', 'slow burn'],
  },
  {
    title: 'The Host',
    year: 2006,
    director: 'Bong Joon-ho',
    genres: ['Horror', 'Comedy', 'Science Fiction'],
    tags: ['creature', 'world cinema', 'family saga'],
  },
  {
    title: 'Train to Busan',
    year: 2016,
    director: 'Yeon Sang-ho',
    genres: ['Horror', 'Action'],
    tags: ['zombies', 'world cinema', 'single location'],
  },
  {
    title: 'The Lighthouse',
    year: 2019,
    director: 'Robert Eggers',
    genres: ['Horror', 'Drama'],
    tags: ['isolation', 'black and white', 'island'],
  },
  {
    title: 'The Witch',
    year: 2015,
    director: 'Robert Eggers',
    genres: ['Horror'],
    tags: ['folk horror', 'period piece', 'debut'],
  },
  {
    title: 'No Country for Old Men',
    year: 2007,
    director: 'Joel & Ethan Coen',
    genres: ['Crime', 'Thriller', 'Western'],
    tags: ['neo-western', 'award winner', 'desert'],
  },
  {
    title: 'The Good, the Bad and the Ugly',
    year: 1966,
    director: 'Sergio Leone',
    genres: ['Western'],
    tags: ['spaghetti western', 'epic', 'iconic score'],
  },
  {
    title: 'Once Upon a Time in the West',
    year: 1968,
    director: 'Sergio Leone',
    genres: ['Western', 'Drama'],
    tags: ['spaghetti western', 'epic', 'iconic score'],
  },
  {
    title: 'True Grit',
    year: 2010,
    director: 'Joel & Ethan Coen',
    genres: ['Western', 'Adventure'],
    tags: ['coming of age', 'revenge'],
  },
  {
    title: 'Wall-E',
    year: 2008,
    director: 'Andrew Stanton',
    genres: ['Animation', 'Family', 'Science Fiction'],
    tags: ['robots', 'feel good', 'award winner'],
  },
  {
    title: 'Coco',
    year: 2017,
    director: 'Lee Unkrich',
    genres: ['Animation', 'Family', 'Music'],
    tags: ['feel good', 'family saga', 'award winner'],
  },
  {
    title: 'Grave of the Fireflies',
    year: 1988,
    director: 'Isao Takahata',
    genres: ['Animation', 'Drama'],
    tags: ['hand drawn', 'world cinema', 'tearjerker'],
  },
  {
    title: 'Hoop Dreams',
    year: 1994,
    director: 'Steve James',
    genres: ['Documentary'],
    tags: ['sport', 'coming of age', 'epic'],
  },
  {
    title: 'Free Solo',
    year: 2018,
    director: 'Elizabeth Chai Vasarhelyi & Jimmy Chin',
    genres: ['Documentary'],
    tags: ['sport', 'award winner', 'nail-biter'],
  },
  {
    title: 'Man on Wire',
    year: 2008,
    director: 'James Marsh',
    genres: ['Documentary'],
    tags: ['heist', 'new york', 'award winner'],
  },
  {
    title: 'The Rocky Horror Picture Show',
    year: 1975,
    director: 'Jim Sharman',
    genres: ['Musical', 'Comedy'],
    tags: ['cult classic', 'midnight movie', 'camp'],
  },
  {
    title: 'Eraserhead',
    year: 1977,
    director: 'David Lynch',
    genres: ['Horror', 'Fantasy'],
    tags: ['midnight movie', 'black and white', 'debut', 'surreal'],
  },
  {
    title: 'Mulholland Drive',
    year: 2001,
    director: 'David Lynch',
    genres: ['Mystery', 'Thriller'],
    tags: ['surreal', 'los angeles', 'neo-noir'],
  },
  {
    title: 'When Harry Met Sally...',
    year: 1989,
    director: 'Rob Reiner',
    genres: ['Romance', 'Comedy'],
    tags: ['new york', 'conversation', 'feel good'],
  },
  {
    title: 'Notting Hill',
    year: 1999,
    director: 'Roger Michell',
    genres: ['Romance', 'Comedy'],
    tags: ['london', 'feel good'],
  },
  {
    title: 'Lawrence of Arabia',
    year: 1962,
    director: 'David Lean',
    genres: ['Adventure', 'History', 'Drama'],
    tags: ['epic', 'desert', 'gorgeous cinematography'],
  },
  {
    title: 'Roma',
    year: 2018,
    director: 'Alfonso Cuarón',
    genres: ['Drama'],
    tags: ['black and white', 'world cinema', 'family saga'],
  },
  {
    title: 'City of God',
    year: 2002,
    director: 'Fernando Meirelles',
    genres: ['Crime', 'Drama'],
    tags: ['world cinema', 'coming of age', 'epic'],
  },
  {
    title: 'The Holdovers',
    year: 2023,
    director: 'Alexander Payne',
    genres: ['Comedy', 'Drama'],
    tags: ['christmas', 'feel good', 'period piece'],
  },
  {
    title: 'Knives Out',
    year: 2019,
    director: 'Rian Johnson',
    genres: ['Mystery', 'Comedy'],
    tags: ['whodunnit', 'twist', 'feel good'],
  },
]

export const GENRES = [
  'Horror',
  'Science Fiction',
  'Drama',
  'Comedy',
  'Romance',
  'Thriller',
  'Crime',
  'Mystery',
  'Animation',
  'Family',
  'Fantasy',
  'Action',
  'Adventure',
  'Western',
  'Documentary',
  'Musical',
  'Music',
  'History',
] as const

/** Top-level boards with their sub-boards. The first ones are the most active. */
export const BOARDS: ReadonlyArray<{ name: string; subs: string[] }> = [
  { name: 'Horror Classics', subs: ['Slashers', 'Folk Horror', 'Creature Features'] },
  { name: 'Oscars 2026', subs: ['Best Picture Race', 'Acting Categories'] },
  { name: 'Sci-Fi Frontiers', subs: ['Space Operas', 'Dystopias'] },
  { name: 'World Cinema', subs: ['Korean New Wave', 'French Cinema', 'Japanese Masters'] },
  { name: 'Film Noir', subs: ['Neo-Noir'] },
  { name: 'Animation Station', subs: ['Studio Ghibli', 'Stop Motion'] },
  { name: 'Documentary Corner', subs: [] },
  { name: 'Cult Midnight Movies', subs: ['So Bad It’s Good'] },
  { name: 'Directors’ Chairs', subs: ['Debut Features'] },
  { name: 'Soundtracks & Scores', subs: [] },
  { name: 'Festival Circuit', subs: ['Cannes 2026', 'Sundance 2026'] },
  { name: 'Hidden Gems', subs: [] },
  { name: 'Rom-Com Revival', subs: [] },
  { name: 'Westerns', subs: ['Spaghetti Westerns'] },
  { name: 'Craft & Cinematography', subs: ['Practical Effects', 'Editing Room'] },
]

export const PLAYLISTS: ReadonlyArray<{ name: string; boards: string[] }> = [
  {
    name: 'Awards Season',
    boards: [
      'Oscars 2026',
      'Festival Circuit',
      'Best Picture Race',
      'Acting Categories',
      'Cannes 2026',
    ],
  },
  {
    name: 'After Dark',
    boards: [
      'Horror Classics',
      'Film Noir',
      'Cult Midnight Movies',
      'Folk Horror',
      'Neo-Noir',
      'Slashers',
    ],
  },
  {
    name: 'Around the World',
    boards: [
      'World Cinema',
      'Korean New Wave',
      'French Cinema',
      'Japanese Masters',
      'Studio Ghibli',
    ],
  },
]

export const GROUP_CATEGORIES: ReadonlyArray<{ name: string; subcategories: string[] }> = [
  { name: 'Genre Fans', subcategories: ['Horror', 'Science Fiction', 'Film Noir', 'Animation'] },
  {
    name: 'Filmmaking',
    subcategories: ['Screenwriting', 'Cinematography', 'Editing', 'Practical Effects'],
  },
  { name: 'Local Screenings', subcategories: ['London', 'Manchester', 'Glasgow', 'Bristol'] },
  { name: 'Watch Clubs', subcategories: ['Weekly', 'Monthly', 'Festival Trips'] },
]

export const GROUPS: ReadonlyArray<{
  name: string
  category: string
  subcategories: string[]
  description: string
}> = [
  {
    name: 'The Midnight Screening Society',
    category: 'Watch Clubs',
    subcategories: ['Weekly'],
    description: 'Late-night double bills of cult favourites, every Friday after the pubs close.',
  },
  {
    name: 'Noir Detectives',
    category: 'Genre Fans',
    subcategories: ['Film Noir'],
    description:
      'Shadows, fedoras and double crosses: we rewatch one classic noir a week and argue about the ending.',
  },
  {
    name: 'Script Doctors',
    category: 'Filmmaking',
    subcategories: ['Screenwriting'],
    description:
      'Screenwriters swapping pages, notes and loglines. Bring a scene, leave with a better one.',
  },
  {
    name: 'Criterion Collectors',
    category: 'Watch Clubs',
    subcategories: ['Monthly'],
    description: 'Spine numbers, restorations and the occasional box-set splurge.',
  },
  {
    name: 'Studio Ghibli Appreciation',
    category: 'Genre Fans',
    subcategories: ['Animation'],
    description:
      'Soot sprites welcome. A gentle corner for hand-drawn animation and the films that inspired it.',
  },
  {
    name: 'London Cinephiles',
    category: 'Local Screenings',
    subcategories: ['London'],
    description: 'Repertory listings, preview screenings and where to find the best seats in town.',
  },
  {
    name: 'Practical Effects Guild',
    category: 'Filmmaking',
    subcategories: ['Practical Effects', 'Cinematography'],
    description: 'Animatronics, miniatures and latex: celebrating effects you could touch.',
  },
  {
    name: 'Slow Cinema Club',
    category: 'Watch Clubs',
    subcategories: ['Monthly', 'Festival Trips'],
    description: 'Long takes, patient storytelling and the joy of a three-hour runtime.',
  },
]

/** Handles for the seeded members after the three demo accounts. */
export const USERNAMES = [
  'reelrachel',
  'noirnick',
  'ghibligrace',
  'kubrickfan',
  'midnightmo',
  'frameperfect',
  'popcornpriya',
  'celluloidsam',
  'jumpcutjo',
  'lensflarelee',
  'auteuralex',
  'creditsroll',
  'trailertom',
  'dollyzoom',
  'westernwill',
  'scorekeeper',
  'cinemaclaire',
  'reel_ravi',
  'slowburnsofia',
  'fadeoutfinn',
  'boxofficeben',
  'matinee_maya',
  'splicersue',
  'marqueemarc',
  'projectionpat',
  'spoileralert',
  'doublebilldev',
  'silverscreenkim',
  'nitratenora',
  'montage_mike',
  'rewatchrose',
  'aspectratioali',
  'grainyhannah',
  'keylightkai',
  'deepfocusdan',
  'criterionchris',
  'festivalfreya',
] as const

export const TAGLINES = [
  'Watching my way through the Sight and Sound list.',
  'Horror nerd. Will defend the ending of The Thing.',
  'Repertory cinema regular, front row centre.',
  'Soundtracks first, plots second.',
  'Letterboxd reviewer, occasional podcaster.',
  'Still thinking about Stalker.',
  'Animation is cinema.',
  'Here for the noir and the arguments.',
  'Slow cinema apologist.',
  'I rate films on a scale of Paddington.',
  'Practical effects or nothing.',
  'Festival hopper. Queue veteran.',
  'Three films a week, minimum.',
  '',
]

export const BIOS = [
  'Grew up on VHS rentals and never recovered. These days I run a monthly film quiz.',
  'Former projectionist who still misses the smell of celluloid.',
  'Writing a thesis on folk horror and procrastinating here.',
  'I keep a spreadsheet of every film I have ever seen. It is a long spreadsheet.',
  'Weekend screenwriter, weekday accountant.',
  '',
]

/** Post titles: {title}, {director} and {year} are filled from a film. */
export const POST_TITLES = [
  'Rewatched {title} last night and it holds up',
  'Is {title} {director}’s best film?',
  'The opening of {title} is a masterclass',
  '{title} ({year}) deserves a bigger audience',
  'Unpopular opinion: {title} is overrated',
  'The score of {title} lives rent-free in my head',
  'Just saw {title} on 35mm for the first time',
  'How {director} shot the final scene of {title}',
  '{title} at {age}: what still works',
  'My notes from a {title} double bill',
]

export const QUESTION_TITLES = [
  'What should I watch after {title}?',
  'Did anyone else find the ending of {title} confusing?',
  'Where can I see {title} on the big screen?',
  'Which {director} film should I start with?',
  'Is {title} suitable for a first date?',
  'Best edition of {title} to buy?',
  'What is the meaning of the last shot in {title}?',
  'Films like {title} but less bleak?',
]

export const DISCUSSION_SENTENCES = [
  'The way {director} holds the camera on the faces tells you more than any line of dialogue.',
  'I had forgotten how patient the first act of {title} is; it earns every minute of the ending.',
  'Watching {title} in a full cinema, the silence in the room during the final scene was unreal.',
  'The production design in {title} does half of the storytelling.',
  'Every time I rewatch {title} I notice another detail in the background.',
  'It is remarkable that {title} came out in {year}; it feels more modern than most films released this year.',
  'The editing rhythm in the middle section is what makes {title} work for me.',
  'I think {director} was more interested in mood than plot here, and that is fine by me.',
  'The score carries so much of the tension that I tried watching a scene on mute and it fell apart.',
  'Some of the supporting performances in {title} are criminally underrated.',
  'I went in expecting a straightforward genre film and came out thinking about it for a week.',
  'The colour palette shifts so gradually you barely notice until the last reel.',
  'Is it just me, or does the pacing dip slightly in the second act?',
  'The restoration released last year finally does the cinematography justice.',
  'I would love to hear from anyone who saw it on its original release.',
  'My partner had never seen it, so this was a good excuse for a rewatch.',
]

export const COMMENT_SENTENCES = [
  'Completely agree, the final shot gave me chills.',
  'I have to disagree a little: the middle drags for me.',
  'Great write-up! Adding this to my watchlist for the weekend.',
  'The 4K release is worth it just for the night scenes.',
  'Have you seen the director’s earlier work? Same themes, rougher edges.',
  'This is exactly why I keep coming back to this board.',
  'Saw it at a festival years ago and the whole audience applauded.',
  'The book is great too, but the film improves on the ending.',
  'I think you are reading too much into it, but I love the theory.',
  'That soundtrack is on repeat in my kitchen.',
  'Try watching it back to back with its sequel, it changes everything.',
  'Honestly one of the best-shot films of the decade.',
  'My local cinema is running it next month, anyone want to go?',
  'The practical effects still look better than most modern CGI.',
  'I fell asleep the first time, loved it the second.',
  'Came here to say the same thing.',
]

export const NOTIFICATION_CATEGORIES: ReadonlyArray<[string, string]> = [
  ['comment', 'commented on your post'],
  ['reply', 'replied to your comment'],
  ['post_upvote', 'upvoted your post'],
  ['comment_upvote', 'upvoted your comment'],
  ['group_join', 'joined your group'],
]

export const QUESTIONNAIRES: ReadonlyArray<{
  title: string
  category: string
  questions: ReadonlyArray<{
    text: string
    answers: ReadonlyArray<{ text: string; genres?: string[]; tags?: string[] }>
  }>
}> = [
  {
    title: 'Find your Friday night film',
    category: 'Film Finder',
    questions: [
      {
        text: 'What mood are you in tonight?',
        answers: [
          { text: 'Something scary', genres: ['Horror'] },
          { text: 'A good laugh', genres: ['Comedy'] },
          { text: 'Edge of my seat', genres: ['Thriller', 'Crime'] },
          { text: 'Something to think about', genres: ['Drama', 'Science Fiction'] },
        ],
      },
      {
        text: 'Who are you watching with?',
        answers: [
          { text: 'Just me' },
          {
            text: 'My partner',
            tags: ['feel good', 'slow burn', 'twist', 'cult classic', 'award winner'],
          },
          { text: 'The whole family', genres: ['Family', 'Animation'] },
        ],
      },
      {
        text: 'Subtitles?',
        answers: [
          { text: 'Love them', tags: ['world cinema'] },
          {
            text: 'Rather not',
            tags: [
              'cult classic',
              'twist',
              'feel good',
              'epic',
              'practical effects',
              'slasher',
              'creature',
            ],
          },
        ],
      },
    ],
  },
  {
    title: 'Horror for beginners',
    category: 'Film Finder',
    questions: [
      {
        text: 'How much can you take?',
        answers: [
          { text: 'Keep the lights on', tags: ['whimsical', 'feel good', 'creature', 'twist'] },
          { text: 'A few jump scares are fine', tags: ['slasher', 'creature', 'twist'] },
          {
            text: 'Bring on the nightmares',
            tags: ['slow burn', 'folk horror', 'unsettling', 'isolation'],
          },
        ],
      },
      {
        text: 'Which setting appeals most?',
        answers: [
          { text: 'Somewhere remote', tags: ['isolation', 'island', 'folk horror'] },
          { text: 'Outer space', tags: ['space'] },
          { text: 'An ordinary suburb', tags: ['slasher', 'social commentary', 'grief'] },
          { text: 'Broad daylight', tags: ['daylight'] },
        ],
      },
      {
        text: 'Old or new?',
        answers: [
          {
            text: 'Classic (before 1990)',
            tags: [
              'cult classic',
              'black and white',
              'slasher',
              'folk horror',
              'practical effects',
              'space',
            ],
          },
          {
            text: 'Modern',
            tags: [
              'debut',
              'slow burn',
              'social commentary',
              'grief',
              'daylight',
              'zombies',
              'island',
            ],
          },
        ],
      },
      {
        text: 'Monsters or people?',
        answers: [
          { text: 'Monsters', tags: ['creature', 'zombies'] },
          {
            text: 'People are the scariest',
            tags: [
              'slasher',
              'social commentary',
              'folk horror',
              'family saga',
              'isolation',
              'daylight',
              'grief',
              'island',
            ],
          },
        ],
      },
    ],
  },
  {
    title: 'Which classic should you watch next?',
    category: 'Film Finder',
    questions: [
      {
        text: 'Black and white?',
        answers: [
          { text: 'Absolutely', tags: ['black and white'] },
          {
            text: 'Colour please',
            tags: [
              'epic',
              'cult classic',
              'neo-noir',
              'award winner',
              'family saga',
              'synth score',
              'iconic score',
              'practical effects',
            ],
          },
        ],
      },
      {
        text: 'Pick a genre',
        answers: [
          { text: 'Crime and noir', genres: ['Crime', 'Mystery'] },
          { text: 'Westerns', genres: ['Western'] },
          { text: 'Comedy', genres: ['Comedy'] },
          { text: 'Epic adventure', genres: ['Adventure', 'Action'] },
        ],
      },
      {
        text: 'How long have you got?',
        answers: [
          { text: 'Under two hours' },
          { text: 'All evening', tags: ['epic', 'family saga'] },
        ],
      },
    ],
  },
  {
    title: 'A film for a rainy Sunday',
    category: 'Film Finder',
    questions: [
      {
        text: 'How do you want to feel afterwards?',
        answers: [
          { text: 'Warm and fuzzy', tags: ['feel good', 'whimsical'] },
          { text: 'Gently wrecked', tags: ['tearjerker', 'grief', 'slow burn', 'coming of age'] },
          { text: 'Amazed', tags: ['epic', 'gorgeous cinematography', 'award winner'] },
        ],
      },
      {
        text: 'Animated or live action?',
        answers: [
          { text: 'Animated', genres: ['Animation'] },
          {
            text: 'Live action',
            genres: ['Drama', 'Comedy', 'Romance', 'Adventure', 'Documentary'],
          },
          { text: 'No preference' },
        ],
      },
      {
        text: 'Any setting you fancy?',
        answers: [
          { text: 'A big city', tags: ['london', 'paris', 'new york', 'los angeles', 'vienna'] },
          { text: 'Somewhere far away', tags: ['desert', 'world cinema', 'island'] },
          { text: 'Surprise me' },
        ],
      },
      {
        text: 'Fancy a documentary?',
        answers: [
          { text: 'Yes, something true', genres: ['Documentary'] },
          {
            text: 'No, fiction please',
            genres: [
              'Drama',
              'Comedy',
              'Romance',
              'Animation',
              'Family',
              'Adventure',
              'Musical',
              'Fantasy',
            ],
          },
        ],
      },
    ],
  },
  {
    title: 'Date night decider',
    category: 'Film Finder',
    questions: [
      {
        text: 'What kind of date is it?',
        answers: [
          { text: 'First date', tags: ['feel good', 'whimsical', 'conversation'] },
          { text: 'Anniversary', tags: ['slow burn', 'gorgeous cinematography', 'jazz'] },
          { text: 'Just a Tuesday', tags: ['twist', 'whodunnit', 'cult classic'] },
        ],
      },
      {
        text: 'Pick a vibe',
        answers: [
          { text: 'Romantic', genres: ['Romance', 'Musical'] },
          { text: 'Funny', genres: ['Comedy'] },
          { text: 'Thrilling', genres: ['Thriller', 'Mystery'] },
        ],
      },
      {
        text: 'Musical numbers?',
        answers: [{ text: 'Yes please', genres: ['Musical', 'Music'] }, { text: 'Not tonight' }],
      },
      {
        text: 'Subtitles?',
        answers: [
          { text: 'Happy to read', tags: ['world cinema'] },
          {
            text: 'English only',
            tags: [
              'feel good',
              'new york',
              'london',
              'los angeles',
              'twist',
              'jazz',
              'whodunnit',
              'slow burn',
              'conversation',
            ],
          },
        ],
      },
      {
        text: 'How late will it go?',
        answers: [
          { text: 'Early night' },
          { text: 'We will stay up', tags: ['epic', 'slow burn'] },
        ],
      },
    ],
  },
  {
    title: 'Family film finder',
    category: 'Film Finder',
    questions: [
      {
        text: 'Youngest viewer?',
        answers: [
          { text: 'Under 7', tags: ['feel good', 'whimsical'] },
          {
            text: '7 to 12',
            tags: ['feel good', 'fairy tale', 'multiverse', 'robots', 'hand drawn'],
          },
          {
            text: 'Teenagers',
            tags: ['coming of age', 'comic book', 'multiverse', 'cult classic'],
          },
        ],
      },
      {
        text: 'Any favourite kind of story?',
        answers: [
          { text: 'Talking animals and creatures', tags: ['whimsical', 'hand drawn', 'london'] },
          { text: 'Heroes and adventures', genres: ['Adventure', 'Action'] },
          { text: 'Music and songs', genres: ['Music', 'Musical'] },
          { text: 'Robots and space', tags: ['robots'] },
        ],
      },
      {
        text: 'Animated or live action?',
        answers: [
          { text: 'Animated', genres: ['Animation'] },
          { text: 'Live action', genres: ['Comedy', 'Adventure'] },
        ],
      },
    ],
  },
]

export const VENUES = [
  { name: 'The Regal Picturehouse', city: 'London' },
  { name: 'Electric Palace', city: 'Bristol' },
  { name: 'The Lantern Screen', city: 'Manchester' },
  { name: 'Glasgow Film House', city: 'Glasgow' },
  { name: 'Rialto Rooftop Cinema', city: 'London' },
  { name: 'The Projection Room', city: 'Leeds' },
] as const

export const ADVERTISEMENTS = [
  { title: 'Oscars 2026: join the prediction thread', url: '/board/oscars-2026' },
  { title: 'Not sure what to watch? Try the Film Finder', url: '/ai/recommender' },
  { title: 'Horror Classics: the October watch-along starts soon', url: '/board/horror-classics' },
] as const

export const LOG_PAGES = [
  '/home',
  '/grid',
  '/top',
  '/trending',
  '/new',
  '/boards',
  '/ai/recommender',
  '/profile',
] as const

/** Members' names. A short list keeps faker's large locale data out of the mock bundle. */
export const FIRST_NAMES = [
  'Ada',
  'Ahmed',
  'Alice',
  'Amara',
  'Ben',
  'Bea',
  'Callum',
  'Chloe',
  'Dara',
  'Deepa',
  'Eli',
  'Elena',
  'Farah',
  'Finn',
  'Grace',
  'Hamish',
  'Hana',
  'Isla',
  'Ivan',
  'Jamal',
  'Jess',
  'Kai',
  'Keira',
  'Leo',
  'Lucia',
  'Maya',
  'Marek',
  'Nadia',
  'Noah',
  'Olu',
  'Orla',
  'Priya',
  'Quinn',
  'Rosa',
  'Ravi',
  'Sam',
  'Sofia',
  'Tariq',
  'Tess',
  'Uma',
  'Viktor',
  'Wren',
  'Yusuf',
  'Zoe',
] as const

export const LAST_NAMES = [
  'Abbott',
  'Achebe',
  'Bianchi',
  'Byrne',
  'Chen',
  'Costa',
  'Dlamini',
  'Doyle',
  'Evans',
  'Fischer',
  'Garcia',
  'Gupta',
  'Hughes',
  'Ito',
  'Jensen',
  'Kaur',
  'Kowalski',
  'Lindqvist',
  'MacLeod',
  'Mensah',
  'Moreau',
  'Novak',
  "O'Brien",
  'Okafor',
  'Patel',
  'Quinn',
  'Rossi',
  'Santos',
  'Schmidt',
  'Singh',
  'Tanaka',
  'Thompson',
  'Usman',
  'Varga',
  'Walsh',
  'Williams',
  'Yilmaz',
  'Zhang',
] as const
