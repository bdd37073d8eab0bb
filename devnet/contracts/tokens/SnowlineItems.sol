// SPDX-License-Identifier: MIT
pragma solidity 0.8.37;

import {ERC1155} from "@openzeppelin/contracts/token/ERC1155/ERC1155.sol";
import {Ownable} from "@openzeppelin/contracts/access/Ownable.sol";

/// An ERC-1155 set of game-like items (1 = skis, 2 = poles, 3 = goggles, ...); the owner mints.
contract SnowlineItems is ERC1155, Ownable {
    string public constant name = "Snowline Items";
    string public constant symbol = "ITEM";

    constructor() ERC1155("https://snowline.invalid/items/{id}.json") Ownable(msg.sender) {}

    function mint(address to, uint256 id, uint256 amount) external onlyOwner {
        _mint(to, id, amount, "");
    }

    function mintBatch(address to, uint256[] calldata ids, uint256[] calldata amounts) external onlyOwner {
        _mintBatch(to, ids, amounts, "");
    }
}
