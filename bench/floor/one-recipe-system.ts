// A Chakra system holding the base utilities and one recipe (the button's), as issue 2 asks us to ship Chakra.
import { defaultBaseConfig } from '@chakra-ui/react/preset-base';
import { createSystem, defineConfig } from '@chakra-ui/react/styled-system';
import { buttonRecipe } from '@chakra-ui/react/theme';

export const oneRecipeSystem = createSystem(defaultBaseConfig, defineConfig({ theme: { recipes: { button: buttonRecipe } } }));
