//! Equipment and the arena over HTTP on both databases: choosing and changing equipment, a fight
//! from the first blow to the reward, one fight at a time, someone else's fight out of reach,
//! stamina spent to nothing, level-ups in the stats the stats card shows, and the back office's
//! monsters and archetypes.

use reqwest::StatusCode;
use serde_json::{Value, json};

use crate::support::{Options, TestApp, apps};

/// The id of the first option of `kind` ("weaponOptions" / "armorOptions") drawing on `stat`.
fn option(offer: &Value, kind: &str, stat: &str) -> i64 {
    offer[kind]
        .as_array()
        .unwrap()
        .iter()
        .find(|o| o["primary_stat"] == stat)
        .unwrap_or_else(|| panic!("no {stat} in {kind}: {offer}"))["id"]
        .as_i64()
        .unwrap()
}

pub(crate) async fn equipped(app: &TestApp, token: &str) -> (i64, i64) {
    let offer = app.get("/api/character/available-equipment", Some(token)).await.body;
    let weapon = option(&offer, "weaponOptions", "strength");
    let armor = option(&offer, "armorOptions", "endurance");
    let chosen = app
        .post(
            "/api/character/select-initial-equipment",
            json!({"weaponId": weapon, "armorId": armor}),
            Some(token),
        )
        .await;
    assert_eq!(chosen.status, StatusCode::CREATED, "{}", chosen.body);
    (weapon, armor)
}

pub(crate) async fn monster_named(app: &TestApp, token: &str, name: &str) -> i64 {
    let board = app.get("/api/combat/monsters", Some(token)).await.body;
    board["monsters"].as_array().unwrap().iter().find(|m| m["name"] == name).unwrap()["id"]
        .as_i64()
        .unwrap()
}

/// Attacks until the fight ends; returns the last answer.
async fn fight_to_the_end(app: &TestApp, token: &str, combat: i64) -> Value {
    for _ in 0..100 {
        let turn = app
            .post(
                "/api/combat/action",
                json!({"combatId": combat, "action": "attack"}),
                Some(token),
            )
            .await;
        assert_eq!(turn.status, StatusCode::OK, "{}", turn.body);
        if turn.body["status"] != "active" {
            return turn.body;
        }
    }
    panic!("the fight did not end in 100 turns");
}

#[tokio::test]
async fn equipment_is_chosen_once_both_pieces_at_a_time_and_a_change_starts_at_level_one() {
    for app in apps(Options::PLAIN).await {
        let backend = app.backend;
        let (player, _) = app.player_with_character("e@mrok.test", "Ilvar", "Wampir").await;
        let offer = app.get("/api/character/available-equipment", Some(&player)).await.body;
        assert_eq!(
            (offer["hasEquipment"].clone(), offer["hasMagic"].clone()),
            (json!(false), json!(false))
        );
        assert_eq!(
            offer["weaponOptions"].as_array().unwrap().len(),
            6,
            "{backend}: no magic staff"
        );
        assert!(
            offer["weaponOptions"].as_array().unwrap().iter().all(|w| w["primary_stat"] != "magic")
        );
        let none = app.get("/api/character/equipment", Some(&player)).await.body;
        assert_eq!(
            (none["hasEquipment"].clone(), none["weapon"].clone()),
            (json!(false), Value::Null)
        );

        let weapon = option(&offer, "weaponOptions", "strength");
        let half = app
            .post(
                "/api/character/select-initial-equipment",
                json!({"weaponId": weapon}),
                Some(&player),
            )
            .await;
        assert_eq!(
            (half.status, half.message()),
            (StatusCode::BAD_REQUEST, "Wybierz broń i zbroję!")
        );
        let armor_as_weapon = option(&offer, "armorOptions", "strength");
        let wrong = app
            .post(
                "/api/character/select-initial-equipment",
                json!({"weaponId": armor_as_weapon, "armorId": armor_as_weapon}),
                Some(&player),
            )
            .await;
        assert_eq!(wrong.status, StatusCode::NOT_FOUND, "{backend}: an armor is no weapon");

        equipped(&app, &player).await;
        let again = app
            .post(
                "/api/character/select-initial-equipment",
                json!({"weaponId": weapon, "armorId": armor_as_weapon}),
                Some(&player),
            )
            .await;
        assert_eq!(again.status, StatusCode::CONFLICT);
        let mine = app.get("/api/character/equipment", Some(&player)).await.body;
        assert_eq!(mine["hasEquipment"], true);
        assert_eq!(mine["weapon"]["name"], "Topór katowski");
        assert_eq!(
            (mine["weapon_level"].clone(), mine["weapon_damage"].clone()),
            (json!(1), json!(12))
        );
        assert_eq!(mine["armor"]["base_armor"], 9);

        let dagger = option(&offer, "weaponOptions", "dexterity");
        let changed = app
            .post(
                "/api/character/change-equipment",
                json!({"type": "weapon", "archetype": dagger}),
                Some(&player),
            )
            .await;
        assert_eq!(changed.status, StatusCode::OK, "{}", changed.body);
        assert_eq!(changed.body["equipment"]["weapon"]["name"], "Bliźniacze sztylety");
        assert_eq!(changed.body["equipment"]["weapon_level"], 1);
        // The item worn now is no change (it would only lose its level): refused.
        let same = app
            .post(
                "/api/character/change-equipment",
                json!({"type": "weapon", "archetype": dagger}),
                Some(&player),
            )
            .await;
        assert_eq!(
            (same.status, same.message()),
            (StatusCode::CONFLICT, "Już używasz tego przedmiotu.")
        );
        let unknown = app
            .post(
                "/api/character/change-equipment",
                json!({"type": "armor", "archetype": dagger}),
                Some(&player),
            )
            .await;
        assert_eq!(unknown.status, StatusCode::NOT_FOUND);
    }
}

#[tokio::test]
async fn a_fight_is_the_player_s_own_costs_one_stamina_and_a_win_brings_experience() {
    for app in apps(Options::PLAIN).await {
        let backend = app.backend;
        let (player, _) = app.player_with_character("f@mrok.test", "Ilvar", "Wampir").await;
        let (other, _) = app.player_with_character("o@mrok.test", "Obcy", "Wampir").await;
        let rat = monster_named(&app, &player, "Szczur kanałowy").await;
        let unarmed = app.post("/api/combat/start", json!({"monsterId": rat}), Some(&player)).await;
        assert_eq!(
            (unarmed.status, unarmed.message()),
            (StatusCode::CONFLICT, "Najpierw wybierz broń i zbroję w Ekwipunku.")
        );
        equipped(&app, &player).await;
        let board = app.get("/api/combat/monsters", Some(&player)).await.body;
        assert_eq!(
            (
                board["playerLevel"].clone(),
                board["playerStamina"].clone(),
                board["canFight"].clone()
            ),
            (json!(1), json!(100), json!(true)),
            "{backend}"
        );
        assert_eq!(board["monsters"][0]["experience_reward"], 20, "the weakest first");

        let started = app.post("/api/combat/start", json!({"monsterId": rat}), Some(&player)).await;
        assert_eq!(started.status, StatusCode::CREATED, "{}", started.body);
        assert_eq!(started.body["message"], "Rozpoczynasz walkę ze Szczurem kanałowym!");
        assert_eq!(started.body["opening"], "Rozpoczynasz walkę ze Szczurem kanałowym!");
        assert_eq!(started.body["monster"]["name"], "Szczur kanałowy");
        assert_eq!(started.body["player"]["stamina"], 99);
        let combat = started.body["combatId"].as_i64().unwrap();
        let second = app.post("/api/combat/start", json!({"monsterId": rat}), Some(&player)).await;
        assert_eq!(second.status, StatusCode::CONFLICT, "one fight at a time");
        let current = app.get("/api/combat/current", Some(&player)).await.body;
        assert_eq!(current["combat"]["combatId"], combat);
        assert_eq!(current["combat"]["opening"], "Rozpoczynasz walkę ze Szczurem kanałowym!");

        // Someone else's fight is nobody's to play or leave.
        let foreign = app
            .post(
                "/api/combat/action",
                json!({"combatId": combat, "action": "attack"}),
                Some(&other),
            )
            .await;
        assert_eq!(foreign.status, StatusCode::NOT_FOUND);
        let leave = app.post("/api/combat/leave", json!({"combatId": combat}), Some(&other)).await;
        assert_eq!(leave.status, StatusCode::NOT_FOUND);
        let bad = app
            .post(
                "/api/combat/action",
                json!({"combatId": combat, "action": "dance"}),
                Some(&player),
            )
            .await;
        assert_eq!(bad.status, StatusCode::BAD_REQUEST);

        let end = fight_to_the_end(&app, &player, combat).await;
        assert_eq!(end["status"], "player_won", "{backend}: a new character beats the rat: {end}");
        assert_eq!(end["monster"]["health"], 0);
        assert_eq!(end["rewards"]["experience"], 20);
        assert_eq!(end["rewards"]["levelUp"], Value::Null);
        let over = app
            .post(
                "/api/combat/action",
                json!({"combatId": combat, "action": "attack"}),
                Some(&player),
            )
            .await;
        assert_eq!(
            (over.status, over.message()),
            (StatusCode::CONFLICT, "Ta walka już się zakończyła.")
        );
        let left = app.post("/api/combat/leave", json!({"combatId": combat}), Some(&player)).await;
        assert_eq!((left.status, left.body["success"].clone()), (StatusCode::OK, json!(true)));
        let board = app.get("/api/combat/monsters", Some(&player)).await.body;
        assert_eq!(
            (board["playerStamina"].clone(), board["playerExperience"].clone()),
            (json!(99), json!(20))
        );
        let stamina = app.get("/api/player/stamina", Some(&player)).await.body;
        assert_eq!(
            (stamina["stamina"].clone(), stamina["canFight"].clone()),
            (json!(99), json!(true))
        );
        assert!(
            stamina["nextReset"].as_str().unwrap().ends_with('Z')
                || stamina["nextReset"].as_str().unwrap().contains('+')
        );
    }
}

#[tokio::test]
async fn a_fight_goes_with_the_character_a_reset_removes() {
    for app in apps(Options::PLAIN).await {
        let backend = app.backend;
        let (player, id) = app.player_with_character("r@mrok.test", "Ilvar", "Wampir").await;
        equipped(&app, &player).await;
        let rat = monster_named(&app, &player, "Szczur kanałowy").await;
        let started = app.post("/api/combat/start", json!({"monsterId": rat}), Some(&player)).await;
        assert_eq!(started.status, StatusCode::CREATED, "{}", started.body);
        let combat = started.body["combatId"].as_i64().unwrap();

        let reset = json!({"userId": id, "password": crate::support::PASSWORD});
        let reset = app.post("/api/character/reset", reset, Some(&player)).await;
        assert_eq!(reset.status, StatusCode::OK, "{}", reset.body);
        let body = json!({"user": "Nowy Ilvar", "gender": "Kobieta", "race": "Wampir"});
        let created = app.post("/api/createCharacter", body, Some(&player)).await;
        assert_eq!(created.status, StatusCode::CREATED, "{}", created.body);
        let current = app.get("/api/combat/current", Some(&player)).await;
        assert_eq!(current.status, StatusCode::OK, "{}", current.body);
        assert_eq!(current.body["combat"], Value::Null, "{backend}: {}", current.body);
        let old = app
            .post(
                "/api/combat/action",
                json!({"combatId": combat, "action": "attack"}),
                Some(&player),
            )
            .await;
        assert_eq!(old.status, StatusCode::NOT_FOUND, "{backend}: the old fight is gone");

        // The new character fights afresh and keeps what it wins.
        let stamina = app.get("/api/player/stamina", Some(&player)).await.body;
        assert_eq!(stamina["canFight"], false, "{backend}: no equipment yet: {stamina}");
        equipped(&app, &player).await;
        let started = app.post("/api/combat/start", json!({"monsterId": rat}), Some(&player)).await;
        assert_eq!(started.status, StatusCode::CREATED, "{backend}: {}", started.body);
        assert_eq!(started.body["player"]["level"], 1);
        let end = fight_to_the_end(&app, &player, started.body["combatId"].as_i64().unwrap()).await;
        assert_eq!(end["status"], "player_won", "{backend}: {end}");
        let board = app.get("/api/combat/monsters", Some(&player)).await.body;
        assert_eq!(board["playerExperience"], 20, "{backend}: {board}");
    }
}

#[tokio::test]
async fn levels_raise_the_stats_the_stats_card_shows_and_stamina_runs_out() {
    for app in apps(Options::PLAIN).await {
        let backend = app.backend;
        let (player, player_id) = app.player_with_character("l@mrok.test", "Ilvar", "Wampir").await;
        equipped(&app, &player).await; // strength weapon, endurance armor
        let rat = monster_named(&app, &player, "Szczur kanałowy").await;
        let mut level_up = Value::Null;
        for _ in 0..5 {
            let started =
                app.post("/api/combat/start", json!({"monsterId": rat}), Some(&player)).await;
            let end =
                fight_to_the_end(&app, &player, started.body["combatId"].as_i64().unwrap()).await;
            assert_eq!(end["status"], "player_won", "{backend}: {end}");
            if !end["rewards"]["levelUp"].is_null() {
                level_up = end["rewards"]["levelUp"].clone();
            }
        }
        assert_eq!(
            (level_up["oldLevel"].clone(), level_up["newLevel"].clone()),
            (json!(1), json!(2)),
            "{backend}: 100 experience is level 2"
        );
        assert_eq!(
            (level_up["primaryStat"].clone(), level_up["secondaryStat"].clone()),
            (json!("strength"), json!("endurance"))
        );
        let card = app.get("/api/player-profile", Some(&player)).await.body;
        assert_eq!(
            [
                &card["strength"],
                &card["endurance"],
                &card["dexterity"],
                &card["speed"],
                &card["intelligence"],
                &card["willpower"]
            ],
            [&json!(3), &json!(2), &json!(1), &json!(1), &json!(1), &json!(1)],
            "{backend}: {card}"
        );
        let gear = app.get("/api/character/equipment", Some(&player)).await.body;
        assert_eq!(
            (gear["weapon_level"].clone(), gear["weapon_damage"].clone()),
            (json!(2), json!(15))
        );
        assert_eq!(app.get("/api/combat/monsters", Some(&player)).await.body["playerLevel"], 2);
        // The profile shows the level, the health it brings (100 + 10 + 2 × 2 endurance) and the
        // stamina left.
        let profile = app.get(&format!("/api/home/profile/{player_id}"), Some(&player)).await.body;
        let data = &profile["profileData"];
        assert_eq!(
            [&data["level"], &data["max_hp"], &data["current_stamina"], &data["max_stamina"]],
            [&json!(2), &json!(114), &json!(95), &json!(100)],
            "{backend}: {profile}"
        );

        // 95 stamina left: fights given up still cost theirs, and at 0 none starts.
        for _ in 0..95 {
            let started =
                app.post("/api/combat/start", json!({"monsterId": rat}), Some(&player)).await;
            assert_eq!(started.status, StatusCode::CREATED, "{}", started.body);
            let id = started.body["combatId"].as_i64().unwrap();
            app.post("/api/combat/leave", json!({"combatId": id}), Some(&player)).await;
        }
        let tired = app.post("/api/combat/start", json!({"monsterId": rat}), Some(&player)).await;
        assert_eq!(
            (tired.status, tired.message()),
            (StatusCode::CONFLICT, "Brak staminy! Poczekaj do 5:00 rano."),
            "{backend}"
        );
        let stamina = app.get("/api/player/stamina", Some(&player)).await.body;
        assert_eq!(
            (stamina["stamina"].clone(), stamina["canFight"].clone()),
            (json!(0), json!(false))
        );
    }
}

#[tokio::test]
async fn admins_keep_the_monsters_and_the_equipment_players_see() {
    for app in apps(Options::PLAIN).await {
        let backend = app.backend;
        let admin = app.staff("a@mrok.test", "Królowa", "Wampir", "admin").await;
        let (player, _) = app.player_with_character("p@mrok.test", "Ilvar", "Wampir").await;
        let list = app.get("/api/admin/arenaMonsters", Some(&admin)).await.body;
        assert_eq!(list["total"], 9, "{backend}: the seeded arena");
        let rat = list["data"].as_array().unwrap().iter().find(|m| m["name"] == "Szczur kanałowy");
        assert_eq!(rat.unwrap()["nameInstrumental"], "Szczurem kanałowym", "{backend}");
        let too_long = app
            .post(
                "/api/admin/arenaMonsters",
                json!({"name": "Kot", "nameInstrumental": "k".repeat(81), "level": 2, "health": 40, "attack": 8, "defense": 3, "experienceReward": 30}),
                Some(&admin),
            )
            .await;
        assert_eq!(too_long.status, StatusCode::BAD_REQUEST, "{backend}: {}", too_long.body);
        let created = app
            .post(
                "/api/admin/arenaMonsters",
                json!({"name": "Mglisty kot", "nameInstrumental": " Mglistym kotem ", "level": 2, "health": 40, "attack": 8, "defense": 3, "experienceReward": 30}),
                Some(&admin),
            )
            .await;
        assert_eq!(created.status, StatusCode::CREATED, "{}", created.body);
        assert_eq!(created.body["nameInstrumental"], "Mglistym kotem");
        let id = created.body["id"].as_i64().unwrap();
        assert_eq!(monster_named(&app, &player, "Mglisty kot").await, id);
        let invalid = app
            .put(
                &format!("/api/admin/arenaMonsters/{id}"),
                json!({"name": " ", "level": 0, "health": 40, "attack": 8, "defense": 3, "experienceReward": 30}),
                Some(&admin),
            )
            .await;
        assert_eq!(
            (invalid.status, invalid.message()),
            (StatusCode::BAD_REQUEST, "Nazwa jest wymagana.")
        );
        let renamed = app
            .put(
                &format!("/api/admin/arenaMonsters/{id}"),
                json!({"name": "Kot z mgły", "level": 2, "health": 40, "attack": 8, "defense": 3, "experienceReward": 30}),
                Some(&admin),
            )
            .await;
        assert_eq!(renamed.body["name"], "Kot z mgły");
        assert_eq!(renamed.body["nameInstrumental"], Value::Null, "left out: none");
        assert_eq!(
            app.delete(&format!("/api/admin/arenaMonsters/{id}"), Some(&admin)).await.status,
            StatusCode::OK
        );
        assert_eq!(
            app.get(&format!("/api/admin/arenaMonsters/{id}"), Some(&admin)).await.status,
            StatusCode::NOT_FOUND
        );

        // An archetype somebody carries stays; a new one can go; the kind is fixed.
        let (weapon, _) = equipped(&app, &player).await;
        let carried =
            app.delete(&format!("/api/admin/equipmentArchetypes/{weapon}"), Some(&admin)).await;
        assert_eq!(carried.status, StatusCode::CONFLICT, "{backend}");
        let sword = json!({"kind": "weapon", "name": "Miecz z brązu", "primaryStat": "strength", "base": 9, "perLevel": 2});
        let made = app.post("/api/admin/equipmentArchetypes", sword, Some(&admin)).await;
        assert_eq!(made.status, StatusCode::CREATED, "{backend}: {}", made.body);
        let sword_id = made.body["id"].as_i64().unwrap();
        let offer = app.get("/api/character/available-equipment", Some(&player)).await.body;
        assert!(offer["weaponOptions"].as_array().unwrap().iter().any(|w| w["id"] == sword_id));
        let as_armor = json!({"kind": "armor", "name": "Miecz", "primaryStat": "strength", "base": 9, "perLevel": 2});
        let fixed = app
            .put(&format!("/api/admin/equipmentArchetypes/{sword_id}"), as_armor, Some(&admin))
            .await;
        assert_eq!(fixed.status, StatusCode::BAD_REQUEST);
        let gone =
            app.delete(&format!("/api/admin/equipmentArchetypes/{sword_id}"), Some(&admin)).await;
        assert_eq!(gone.status, StatusCode::OK);
        // Players cannot reach any of it.
        assert_eq!(
            app.get("/api/admin/arenaMonsters", Some(&player)).await.status,
            StatusCode::FORBIDDEN
        );
        // Not even to learn the forms' rules: a broken monster is refused as forbidden.
        let broken = json!({"name": "", "level": 0, "health": 0, "attack": 0, "defense": 0, "experienceReward": 0});
        let refused = app.post("/api/admin/arenaMonsters", broken, Some(&player)).await;
        assert_eq!(refused.status, StatusCode::FORBIDDEN);
    }
}
