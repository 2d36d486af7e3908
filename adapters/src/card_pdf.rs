//! The character card as a PDF ('Pobierz Kartę'): A4, 20 mm margins, the site's fonts (EB
//! Garamond for the text, Cinzel for the headings; `adapters/fonts/`, SIL Open Font License,
//! `OFL.txt` there), embedded as subsets by krilla. The text is laid out first (lines wrapped to
//! the page's width by the glyphs' advances, as rustybuzz shapes them for krilla, new pages when
//! one is full), then drawn page by page with the page numbers.

use krilla::Document;
use krilla::geom::{PathBuilder, Point};
use krilla::metadata::Metadata;
use krilla::page::PageSettings;
use krilla::paint::Stroke;
use krilla::text::{Font, TextDirection};
use mrok_core::characters::{CardDocument, CardEntry, CharacterCard, SKILL_LEVELS};
use mrok_core::shared::InfraError;

const BODY_REGULAR: &[u8] = include_bytes!("../fonts/EBGaramond_400Regular.ttf");
const BODY_BOLD: &[u8] = include_bytes!("../fonts/EBGaramond_700Bold.ttf");
const HEADING: &[u8] = include_bytes!("../fonts/Cinzel_700Bold.ttf");

/// A4 in points.
const PAGE_WIDTH: f32 = 595.28;
const PAGE_HEIGHT: f32 = 841.89;
/// 20 mm.
const MARGIN: f32 = 56.69;
const CONTENT_WIDTH: f32 = PAGE_WIDTH - 2.0 * MARGIN;
/// The lowest a line of text may reach; below it the page numbers.
const CONTENT_BOTTOM: f32 = PAGE_HEIGHT - MARGIN;

const TITLE_SIZE: f32 = 22.0;
const NAME_SIZE: f32 = 18.0;
const SECTION_SIZE: f32 = 14.0;
const TEXT_SIZE: f32 = 11.0;
const FOOTER_SIZE: f32 = 9.0;
/// Line height as a multiple of the font size.
const LEADING: f32 = 1.3;
/// How far descriptions are indented under their entry's name.
const INDENT: f32 = 12.0;
/// Where the values of the basic information start.
const VALUE_COLUMN: f32 = 70.0;

/// The card's PDF writer (the [`CardDocument`] port).
#[derive(Debug, Default, Clone, Copy)]
pub struct CardPdf;

impl CardPdf {
    pub fn new() -> Self {
        CardPdf
    }
}

impl CardDocument for CardPdf {
    fn render(&self, card: &CharacterCard) -> Result<Vec<u8>, InfraError> {
        let fonts = Fonts::load()?;
        let pages = layout(card, &fonts)?;
        draw(card, &fonts, &pages)
    }
}

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Face {
    Regular,
    Bold,
    Heading,
}

/// The three fonts, for krilla (drawing) and rustybuzz (measuring the same glyphs).
struct Fonts {
    regular: (Font, rustybuzz::Face<'static>),
    bold: (Font, rustybuzz::Face<'static>),
    heading: (Font, rustybuzz::Face<'static>),
}

impl Fonts {
    fn load() -> Result<Fonts, InfraError> {
        let one = |data: &'static [u8], name: &str| {
            let font = Font::new(data.into(), 0);
            let face = rustybuzz::Face::from_slice(data, 0);
            match (font, face) {
                (Some(font), Some(face)) => Ok((font, face)),
                _ => Err(InfraError::new(format!("card PDF: the font {name} does not load"))),
            }
        };
        Ok(Fonts {
            regular: one(BODY_REGULAR, "EB Garamond Regular")?,
            bold: one(BODY_BOLD, "EB Garamond Bold")?,
            heading: one(HEADING, "Cinzel Bold")?,
        })
    }

    fn get(&self, face: Face) -> &(Font, rustybuzz::Face<'static>) {
        match face {
            Face::Regular => &self.regular,
            Face::Bold => &self.bold,
            Face::Heading => &self.heading,
        }
    }

    /// The width of `text` in points, as shaped.
    fn width(&self, face: Face, size: f32, text: &str) -> f32 {
        if text.is_empty() {
            return 0.0;
        }
        let (_, rb) = self.get(face);
        let mut buffer = rustybuzz::UnicodeBuffer::new();
        buffer.push_str(text);
        buffer.guess_segment_properties();
        let shaped = rustybuzz::shape(rb, &[], buffer);
        let units: i64 = shaped.glyph_positions().iter().map(|p| i64::from(p.x_advance)).sum();
        units as f32 / rb.units_per_em().max(1) as f32 * size
    }
}

/// One run of text at its place on a page (`baseline` from the page's top).
#[derive(Debug, Clone, PartialEq)]
struct Line {
    face: Face,
    size: f32,
    x: f32,
    baseline: f32,
    text: String,
}

/// A rule under a section heading, at `y` from the page's top.
#[derive(Debug, Clone, PartialEq)]
struct Rule {
    y: f32,
}

#[derive(Debug, Default)]
struct Page {
    lines: Vec<Line>,
    rules: Vec<Rule>,
}

/// Lays the text out top to bottom, starting a page when the next line does not fit.
struct Layout<'f> {
    fonts: &'f Fonts,
    pages: Vec<Page>,
    /// The top of the next line, from the page's top.
    y: f32,
}

impl<'f> Layout<'f> {
    fn new(fonts: &'f Fonts) -> Self {
        Layout { fonts, pages: vec![Page::default()], y: MARGIN }
    }

    fn page(&mut self) -> &mut Page {
        if self.pages.is_empty() {
            self.pages.push(Page::default());
        }
        let last = self.pages.len() - 1;
        &mut self.pages[last]
    }

    /// Makes room for `height`: a new page when the current one cannot hold it.
    fn room(&mut self, height: f32) {
        if self.y + height > CONTENT_BOTTOM && self.y > MARGIN {
            self.pages.push(Page::default());
            self.y = MARGIN;
        }
    }

    fn space(&mut self, height: f32) {
        if self.y > MARGIN {
            self.y += height;
        }
    }

    /// One line of runs side by side (already fitting the width).
    fn line(&mut self, size: f32, runs: Vec<(Face, f32, String)>) {
        let height = size * LEADING;
        self.room(height);
        let baseline = self.y + size;
        let page = self.page();
        for (face, x, text) in runs {
            page.lines.push(Line { face, size, x, baseline, text });
        }
        self.y += height;
    }

    /// `text` wrapped to the width left after `indent`, paragraph by paragraph.
    fn paragraph(&mut self, face: Face, size: f32, indent: f32, text: &str) {
        for line in wrap(self.fonts, face, size, CONTENT_WIDTH - indent, text) {
            self.line(size, vec![(face, MARGIN + indent, line)]);
        }
    }

    /// A line centred on the page (wrapped when too wide).
    fn centred(&mut self, face: Face, size: f32, text: &str) {
        for line in wrap(self.fonts, face, size, CONTENT_WIDTH, text) {
            let width = self.fonts.width(face, size, &line);
            let x = MARGIN + ((CONTENT_WIDTH - width) / 2.0).max(0.0);
            self.line(size, vec![(face, x, line)]);
        }
    }

    /// A section's heading with a rule under it, kept with at least two lines of what follows.
    fn section(&mut self, title: &str) {
        self.space(TEXT_SIZE);
        self.room(SECTION_SIZE * LEADING + 2.0 * TEXT_SIZE * LEADING);
        self.line(SECTION_SIZE, vec![(Face::Heading, MARGIN, title.to_owned())]);
        let y = self.y - SECTION_SIZE * 0.1;
        self.page().rules.push(Rule { y });
        self.y += TEXT_SIZE * 0.4;
    }

    /// 'label' and its value, the value wrapped in its column.
    fn field(&mut self, label: &str, value: &str) {
        let lines = wrap(self.fonts, Face::Regular, TEXT_SIZE, CONTENT_WIDTH - VALUE_COLUMN, value);
        for (i, line) in lines.into_iter().enumerate() {
            let mut runs = Vec::with_capacity(2);
            if i == 0 {
                runs.push((Face::Bold, MARGIN, label.to_owned()));
            }
            runs.push((Face::Regular, MARGIN + VALUE_COLUMN, line));
            self.line(TEXT_SIZE, runs);
        }
    }

    fn entries(&mut self, entries: &[CardEntry], empty: &str) {
        if entries.is_empty() {
            self.paragraph(Face::Regular, TEXT_SIZE, 0.0, empty);
            return;
        }
        for entry in entries {
            self.space(TEXT_SIZE * 0.4);
            self.room(2.0 * TEXT_SIZE * LEADING);
            self.paragraph(Face::Bold, TEXT_SIZE, 0.0, &entry_heading(entry));
            // Plain text, as the site shows it (the form is a plain text field).
            let description = entry.description.trim();
            if !description.is_empty() {
                self.paragraph(Face::Regular, TEXT_SIZE, INDENT, description);
            }
        }
    }
}

/// An entry's name, a skill's level ('3/6') and, for admins, the mark of a hidden one.
fn entry_heading(entry: &CardEntry) -> String {
    let mut heading = entry.name.trim().to_owned();
    if let Some(level) = entry.level {
        heading.push_str(&format!(" — {level}/{}", SKILL_LEVELS.end()));
    }
    if entry.hidden {
        heading.push_str(" [UKRYTE]");
    }
    heading
}

/// `text`'s lines at most `width` wide: its own line breaks kept, words wrapped whole, a word
/// wider than the line broken between letters.
fn wrap(fonts: &Fonts, face: Face, size: f32, width: f32, text: &str) -> Vec<String> {
    let space = fonts.width(face, size, " ");
    let mut lines = Vec::new();
    for paragraph in text.lines() {
        let mut line = String::new();
        let mut line_width = 0.0;
        for word in paragraph.split_whitespace() {
            let word_width = fonts.width(face, size, word);
            let needed = if line.is_empty() { word_width } else { line_width + space + word_width };
            if needed <= width {
                if !line.is_empty() {
                    line.push(' ');
                }
                line.push_str(word);
                line_width = needed;
                continue;
            }
            if !line.is_empty() {
                lines.push(std::mem::take(&mut line));
                line_width = 0.0;
            }
            if word_width <= width {
                line.push_str(word);
                line_width = word_width;
                continue;
            }
            // A word longer than the line: as many letters as fit, line by line.
            for c in word.chars() {
                let mut buf = [0u8; 4];
                let c_width = fonts.width(face, size, c.encode_utf8(&mut buf));
                if !line.is_empty() && line_width + c_width > width {
                    lines.push(std::mem::take(&mut line));
                    line_width = 0.0;
                }
                line.push(c);
                line_width += c_width;
            }
        }
        if line.is_empty() {
            // An empty paragraph keeps its blank line (but not a run of them at the start).
            if !lines.is_empty() {
                lines.push(String::new());
            }
        } else {
            lines.push(line);
        }
    }
    while lines.last().is_some_and(String::is_empty) {
        lines.pop();
    }
    lines
}

fn layout(card: &CharacterCard, fonts: &Fonts) -> Result<Vec<Page>, InfraError> {
    let character = &card.character;
    let mut layout = Layout::new(fonts);
    layout.centred(Face::Heading, TITLE_SIZE, "KARTA POSTACI");
    layout.space(4.0);
    layout.centred(Face::Bold, NAME_SIZE, character.name.as_str());

    layout.section("Informacje podstawowe");
    layout.field("Imię", character.name.as_str());
    let age = character.age.map_or_else(|| "Nie podano".to_owned(), |a| a.years().to_string());
    layout.field("Wiek", &age);
    layout.field("Rasa", character.race.as_str());
    layout.field("Płeć", character.gender.as_str());
    layout.field("Magia", character.magic.map_or("Nie wybrano", |m| m.as_str()));

    layout.section("Umiejętności");
    layout.entries(&card.skills, "Brak umiejętności.");
    layout.section("Wady");
    layout.entries(&card.flaws, "Brak wad.");

    if layout.pages.is_empty() {
        return Err(InfraError::new("card PDF: nothing laid out"));
    }
    Ok(layout.pages)
}

fn draw(card: &CharacterCard, fonts: &Fonts, pages: &[Page]) -> Result<Vec<u8>, InfraError> {
    let settings = PageSettings::from_wh(PAGE_WIDTH, PAGE_HEIGHT)
        .ok_or_else(|| InfraError::new("card PDF: bad page size"))?;
    let mut document = Document::new();
    document.set_metadata(
        Metadata::new()
            .title(format!("Karta postaci: {}", card.character.name))
            .language("pl".to_owned())
            .creator("Mrok".to_owned()),
    );
    let total = pages.len();
    for (number, page) in pages.iter().enumerate() {
        let mut pdf_page = document.start_page_with(settings.clone());
        let mut surface = pdf_page.surface();
        for line in &page.lines {
            let (font, _) = fonts.get(line.face);
            surface.draw_text(
                Point::from_xy(line.x, line.baseline),
                font.clone(),
                line.size,
                &line.text,
                false,
                TextDirection::Auto,
            );
        }
        if !page.rules.is_empty() {
            surface.set_stroke(Some(Stroke { width: 0.6, ..Stroke::default() }));
            for rule in &page.rules {
                let mut path = PathBuilder::new();
                path.move_to(MARGIN, rule.y);
                path.line_to(PAGE_WIDTH - MARGIN, rule.y);
                if let Some(path) = path.finish() {
                    surface.draw_path(&path);
                }
            }
            surface.set_stroke(None);
        }
        let footer = format!("Strona {} z {total}", number + 1);
        let width = fonts.width(Face::Regular, FOOTER_SIZE, &footer);
        surface.draw_text(
            Point::from_xy((PAGE_WIDTH - width) / 2.0, PAGE_HEIGHT - MARGIN / 2.0),
            fonts.regular.0.clone(),
            FOOTER_SIZE,
            &footer,
            false,
            TextDirection::Auto,
        );
        surface.finish();
        pdf_page.finish();
    }
    document.finish().map_err(|e| InfraError::new(format!("card PDF: {e:?}")))
}

#[cfg(test)]
mod tests {
    use chrono::{DateTime, Utc};
    use mrok_core::characters::{
        CardEntryId, CardEntryKind, Character, CharacterId, CharacterName, Gender, Race, Slot,
        Stats,
    };
    use mrok_core::shared::UserId;

    use super::*;

    fn character(name: &str) -> Character {
        Character {
            id: CharacterId(1),
            user_id: UserId(1),
            slot: Slot::Main,
            name: CharacterName::stored(name.to_owned()),
            gender: Gender::Female,
            race: Race::Vampire,
            age: None,
            magic: None,
            rank: None,
            description: String::new(),
            achievements: String::new(),
            status: String::new(),
            approved: false,
            avatar: None,
            informacja: String::new(),
            stats: Stats::default(),
            created_at: DateTime::<Utc>::UNIX_EPOCH,
        }
    }

    fn entry(kind: CardEntryKind, n: i64, description: &str) -> CardEntry {
        CardEntry {
            id: CardEntryId(n),
            character_id: CharacterId(1),
            kind,
            name: format!("Wpis {n} ąćęłńóśźż"),
            level: (kind == CardEntryKind::Skill).then_some(6),
            description: description.to_owned(),
            hidden: false,
        }
    }

    #[test]
    fn long_text_wraps_to_the_width_and_long_words_break() {
        let fonts = Fonts::load().unwrap();
        let text = format!("{} {}", "słowo ".repeat(200), "ż".repeat(400));
        let lines = wrap(&fonts, Face::Regular, TEXT_SIZE, CONTENT_WIDTH, &text);
        assert!(lines.len() > 5);
        for line in &lines {
            assert!(fonts.width(Face::Regular, TEXT_SIZE, line) <= CONTENT_WIDTH + 0.01);
        }
        assert_eq!(lines.concat().replace(' ', ""), text.replace(' ', ""));
    }

    /// The largest cards the validation allows: 30 skills and 30 flaws, names of 100 characters,
    /// descriptions of 2000 (Polish text; wide capitals; many scripts, for the largest subsets).
    #[test]
    fn the_largest_cards_fill_pages_and_stay_small() {
        let texts = [
            "Żółta ćma gęsto śni nad łąką, źdźbło ńąę. ",
            "WMWMWMWMWM ",
            "Ωμέγα Жёлтый ĄĆĘŁŃÓŚŹŻ ąćęłńóśźż ÀÉÎÕÜ àéîõü ßŒœÆæØø ЯЮЩШЦ ψφχ 0123456789 ",
        ];
        let mut largest = 0;
        for words in texts {
            let description: String = words.repeat(200).chars().take(2000).collect();
            let name: String = words.repeat(10).chars().take(100).collect();
            let entry = |kind, n| CardEntry { name: name.clone(), ..entry(kind, n, &description) };
            let card = CharacterCard {
                character: character("Łucja Żmijewska"),
                skills: (1..=30).map(|n| entry(CardEntryKind::Skill, n)).collect(),
                flaws: (31..=60).map(|n| entry(CardEntryKind::Flaw, n)).collect(),
            };
            let fonts = Fonts::load().unwrap();
            let pages = layout(&card, &fonts).unwrap();
            assert!(pages.len() > 10, "{} pages", pages.len());
            for page in &pages {
                for line in &page.lines {
                    assert!(line.baseline <= CONTENT_BOTTOM);
                }
            }
            let pdf = CardPdf.render(&card).unwrap();
            assert!(pdf.starts_with(b"%PDF-"));
            eprintln!("largest card ({words:?}): {} pages, {} bytes", pages.len(), pdf.len());
            largest = largest.max(pdf.len());
        }
        assert!(largest < 1_000_000, "{largest} bytes");
    }
}
