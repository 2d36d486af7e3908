//! The arena of a fresh install: a weapon and an armor for each primary stat and nine monsters
//! from a sewer rat to a dragon, written once on the first start; admins change them in the back
//! office. Balanced in docs/game-rules.md (a new character beats the rat nearly always and the
//! dragon never).

use super::{ArchetypeDraft, EquipmentKind, MonsterDraft, PrimaryStat};

/// (stat, name, description, base, per level)
type Line = (PrimaryStat, &'static str, &'static str, i32, i32);

const WEAPONS: [Line; 7] = [
    (PrimaryStat::Strength, "Topór katowski", "Ciężki, szeroki, nie pyta o winę.", 12, 3),
    (
        PrimaryStat::Dexterity,
        "Bliźniacze sztylety",
        "Dwa ostrza dla rąk, które się nie wahają.",
        11,
        3,
    ),
    (
        PrimaryStat::Speed,
        "Szabla zwiadowcy",
        "Lekka klinga tych, co pierwsi wracają z mgły.",
        10,
        3,
    ),
    (PrimaryStat::Intelligence, "Kusza z zębatką", "Mechanizm naciąga cięciwę za strzelca.", 11, 3),
    (PrimaryStat::Magic, "Kostur z czarnego dębu", "Drewno pamięta każde rzucone zaklęcie.", 13, 3),
    (
        PrimaryStat::Willpower,
        "Młot pokutnika",
        "Każdy cios to modlitwa, każda modlitwa to cios.",
        12,
        2,
    ),
    (PrimaryStat::Endurance, "Buzdygan strażnika", "Broń tych, którzy stoją do końca.", 10, 2),
];

const ARMORS: [Line; 7] = [
    (PrimaryStat::Strength, "Płytowy napierśnik", "Stal, którą uniesie tylko silny.", 8, 2),
    (PrimaryStat::Dexterity, "Skórznia z łusek", "Nie krępuje ruchów, zatrzymuje pazury.", 6, 2),
    (
        PrimaryStat::Speed,
        "Lekka przeszywanica",
        "Pikowana tkanina dla tych, co nie stoją w miejscu.",
        5,
        2,
    ),
    (
        PrimaryStat::Intelligence,
        "Kaftan z runami",
        "Runy odchylają ostrza, gdy wie się, jak je czytać.",
        6,
        2,
    ),
    (PrimaryStat::Magic, "Szata odpychania", "Utkana z zaklęć, które odbijają ciosy.", 7, 2),
    (
        PrimaryStat::Willpower,
        "Kolczuga ślubowana",
        "Noszona na znak ślubu, którego się nie łamie.",
        7,
        2,
    ),
    (
        PrimaryStat::Endurance,
        "Gruba brygantyna",
        "Płytki pod suknem; ciężka, ale wytrzyma wiele.",
        9,
        2,
    ),
];

/// (name, its instrumental form, description, [level, health, attack, defense, experience])
type MonsterLine = (&'static str, &'static str, &'static str, [i32; 5]);
const MONSTERS: [MonsterLine; 9] = [
    (
        "Szczur kanałowy",
        "Szczurem kanałowym",
        "Wielki jak pies, głodny jak cała ich sfora.",
        [1, 30, 7, 2, 20],
    ),
    ("Zdziczały pies", "Zdziczałym psem", "Dawno zapomniał, że miał pana.", [2, 45, 10, 4, 35]),
    (
        "Topielec",
        "Topielcem",
        "Wychodzi z bagna, gdy ktoś zbyt długo patrzy w wodę.",
        [3, 70, 14, 6, 55],
    ),
    (
        "Ghul cmentarny",
        "Ghulem cmentarnym",
        "Żywi się tym, czego nie pogrzebano dość głęboko.",
        [4, 95, 18, 8, 80],
    ),
    (
        "Upiór z mokradeł",
        "Upiorem z mokradeł",
        "Zimny oddech i światło, które prowadzi na manowce.",
        [5, 120, 23, 11, 110],
    ),
    (
        "Wilkołak",
        "Wilkołakiem",
        "Pod pełnią nie pamięta imion, tylko zapachy.",
        [7, 180, 30, 15, 170],
    ),
    ("Strzyga", "Strzygą", "Ma dwie dusze i żadnej litości.", [9, 250, 38, 19, 250]),
    (
        "Pradawny wampir",
        "Pradawnym wampirem",
        "Widział upadek trzech królestw i nie zamierza przegapić czwartego.",
        [12, 380, 52, 26, 400],
    ),
    (
        "Czarny smok z Otchłani",
        "Czarnym smokiem z Otchłani",
        "Legenda, którą lepiej zostawić legendą.",
        [15, 600, 75, 35, 700],
    ),
];

fn archetypes(kind: EquipmentKind, lines: &[Line]) -> impl Iterator<Item = ArchetypeDraft> + '_ {
    lines.iter().map(move |&(primary_stat, name, description, base, per_level)| ArchetypeDraft {
        kind,
        name: name.to_owned(),
        description: description.to_owned(),
        primary_stat,
        base,
        per_level,
    })
}

/// The weapons, then the armors.
pub fn seed_archetypes() -> Vec<ArchetypeDraft> {
    archetypes(EquipmentKind::Weapon, &WEAPONS)
        .chain(archetypes(EquipmentKind::Armor, &ARMORS))
        .collect()
}

/// The monsters, the weakest first.
pub fn seed_monsters() -> Vec<MonsterDraft> {
    MONSTERS
        .iter()
        .map(
            |&(
                name,
                instrumental,
                description,
                [level, health, attack, defense, experience_reward],
            )| {
                MonsterDraft {
                    name: name.to_owned(),
                    name_instrumental: Some(instrumental.to_owned()),
                    description: description.to_owned(),
                    level,
                    health,
                    attack,
                    defense,
                    experience_reward,
                }
            },
        )
        .collect()
}
