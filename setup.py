"""The build step that ships the hand-written cards (issue 25). They stay in models/cards/ at the
top level, where scenarios, tests and docs name them; building the package copies them into it as
verifier/data/cards/*.toml, where `verifier.load.files.bundled_cards` finds them after a wheel's
install. (setuptools' package-data takes files inside a package only, and a symlink there would
not survive every checkout or build.) MANIFEST.in puts them in an sdist, which a wheel may be
built from. The rest of the configuration is in pyproject.toml."""
from pathlib import Path

from setuptools import setup
from setuptools.command.build_py import build_py


class BuildWithCards(build_py):
    def run(self) -> None:
        super().run()
        target = Path(self.build_lib, "verifier", "data", "cards")
        self.mkpath(str(target))
        for card_file in sorted(Path(__file__).parent.joinpath("models", "cards").glob("*.toml")):
            self.copy_file(str(card_file), str(target / card_file.name))


setup(cmdclass={"build_py": BuildWithCards})
